import { Link } from 'wouter';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { Company, CompanyName, Copyright, Inner, Instagram, Links, Root, Top } from './footer.styles';
import { InstagramIcon } from './icons';
import { SITE_LINKS } from './site-links';

const T = UI_MAIN_TEXT.footer;

const COMPANY_FACTS: readonly (readonly [string, string])[] = [
  [T.ceoLabel, T.ceo],
  [T.businessNumberLabel, T.businessNumber],
  [T.addressLabel, T.address],
  [T.emailLabel, SITE_LINKS.email],
];

/** Site footer: the product's policy pages; the company block reflows into a grid on phones. */
export const Footer = () => (
  <Root aria-label={T.label}>
    <Inner>
      <Top>
        <Links>
          <li>
            <Link href={SITE_LINKS.terms}>{T.terms}</Link>
          </li>
          <li>
            <Link href={SITE_LINKS.privacy}>{T.privacy}</Link>
          </li>
          <li>
            <Link href={SITE_LINKS.rightsRequest}>{T.rightsRequest}</Link>
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
