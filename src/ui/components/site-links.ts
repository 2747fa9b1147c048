import { ROUTES } from '../../domain/paths';

/** Addresses of the site chrome, in one place so they change together. */
export const SITE_LINKS = {
  /** The product's own policy pages (issue 23), served from the operator's documents. */
  terms: ROUTES.terms,
  privacy: ROUTES.privacy,
  /** 권리침해 신고 (issue 22). */
  rightsRequest: ROUTES.rightsRequest,
  instagram: 'https://www.instagram.com/kickoff.example',
  email: 'contact@kickoff.example',
} as const;
