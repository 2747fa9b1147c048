/**
 * The allow-list of a rendered policy document (issue 23), as plain data: the server's sanitizer builds
 * from it after rendering the operator's Markdown, the browser's before showing it. Tables are allowed
 * (what is collected, why and for how long reads best as one); the page's own title is its only h1.
 */
export const POLICY_ALLOWED_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'strong',
  'em',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

export const POLICY_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  th: ['scope'],
};

/** Links: the site's own paths, http(s) and mail. */
export const POLICY_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
