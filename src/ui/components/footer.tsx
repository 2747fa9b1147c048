import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { Company, CompanyName, Copyright, Inner, Instagram, Links, Root, Top } from './footer.styles';
import { InstagramIcon } from './icons';
import { SITE_LINKS } from './site-links';
import { visuallyHidden } from './visually-hidden';

const T = UI_MAIN_TEXT.footer;

const COMPANY_FACTS: readonly (readonly [string, string])[] = [
  [T.ceoLabel, T.ceo],
  [T.businessNumberLabel, T.businessNumber],
  [T.addressLabel, T.address],
  [T.emailLabel, SITE_LINKS.email],
];

/** Site footer: policy pages open in a new tab; the company block reflows into a grid on phones. */
export const Footer = () => (
  <Root aria-label={T.label}>
    <Inner>
      <Top>
        <Links>
          <li>
            <a href={SITE_LINKS.terms} target="_blank" rel="noopener noreferrer">
              {T.terms}
              <span className={visuallyHidden}>{T.newTab}</span>
            </a>
          </li>
          <li>
            <a href={SITE_LINKS.privacy} target="_blank" rel="noopener noreferrer">
              {T.privacy}
              <span className={visuallyHidden}>{T.newTab}</span>
            </a>
          </li>
        </Links>
        <Instagram
          href={SITE_LINKS.instagram}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${T.instagram} ${T.newTab}`}
        >
          <InstagramIcon size={18} />
        </Instagram>
      </Top>
      <CompanyName>{T.companyName}</CompanyName>
      <Company>
        {COMPANY_FACTS.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Company>
      <Copyright>{T.copyright}</Copyright>
    </Inner>
  </Root>
);
