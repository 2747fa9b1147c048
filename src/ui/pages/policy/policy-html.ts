import DOMPurify from 'dompurify';
import {
  POLICY_ALLOWED_ATTRIBUTES,
  POLICY_ALLOWED_TAGS,
  POLICY_LINK_SCHEMES,
} from '../../../domain/policy-html';

const ALLOWED_URI = new RegExp(`^(?:${POLICY_LINK_SCHEMES.map((s) => `${s}:`).join('|')}|/(?!/))`, 'i');

/**
 * The browser's second pass over a policy document (the server rendered and cleaned it with the same
 * allow-list, src/domain/policy-html.ts): these tags only, links to the site's own paths, http(s) or
 * mail. Loaded with the policy page only.
 */
export const cleanPolicyHtml = (html: string): string =>
  DOMPurify(window).sanitize(html, {
    ALLOWED_TAGS: [...POLICY_ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set([...Object.values(POLICY_ALLOWED_ATTRIBUTES).flat(), 'rel', 'target'])],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
