/** External addresses of the site chrome, in one place so they change together. */
export const SITE_LINKS = {
  terms: 'https://kickoff.example/terms',
  privacy: 'https://kickoff.example/privacy',
  instagram: 'https://www.instagram.com/kickoff.example',
  email: 'contact@kickoff.example',
} as const;
