import { useQuery } from '@tanstack/react-query';
import { oauthProvidersQuery, oauthStartHref } from '../../../application/accounts/account-forms';
import { SOCIAL_LOGIN_TEXT as T } from '../../../domain/text/social-login';
import { useServices } from '../../hooks/use-services';
import { Divider, ProviderLink, ProviderList, ProviderMark } from './social-buttons.styles';

const MARK = { kakao: 'K', naver: 'N', google: 'G' } as const;

/** "카카오로 시작하기" and its siblings, for the providers this server has configured only. */
export const SocialButtons = () => {
  const { accountApi } = useServices();
  const { data: providers = [] } = useQuery(oauthProvidersQuery(accountApi));
  if (providers.length === 0) return null;
  return (
    <nav aria-label={T.groupLabel}>
      <Divider>{T.divider}</Divider>
      <ProviderList>
        {providers.map((provider) => (
          <li key={provider}>
            <ProviderLink href={oauthStartHref(provider)} data-provider={provider}>
              <ProviderMark aria-hidden="true">{MARK[provider]}</ProviderMark>
              {T.start(provider)}
            </ProviderLink>
          </li>
        ))}
      </ProviderList>
    </nav>
  );
};
