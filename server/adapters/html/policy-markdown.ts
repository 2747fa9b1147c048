import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  POLICY_ALLOWED_ATTRIBUTES,
  POLICY_ALLOWED_TAGS,
  POLICY_LINK_SCHEMES,
} from '../../../src/domain/policy-html';
import { fillPolicy } from '../../../src/domain/policies';

const marked = new Marked({ gfm: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...POLICY_ALLOWED_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(POLICY_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    // Set by the transform below, never taken from the document.
    a: ['href', 'rel', 'target'],
  },
  allowedSchemes: [...POLICY_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its h1; a document's headings start below it.
    h1: 'h2',
    // Another site's page opens in a new tab without access to this one; the site's own stay in it.
    a: (_tag, attribs) => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = /^https?:/i.test(href)
        ? { href, rel: 'noopener noreferrer', target: '_blank' }
        : { href };
      return { tagName: 'a', attribs: kept };
    },
  },
};

/**
 * An operator's Markdown document as the HTML a page shows: the operator's facts filled in
 * (`{{operator.name}}`…), rendered with marked (GitHub-flavoured: tables), then cleaned with the policy
 * allow-list (src/domain/policy-html.ts), so a replaced file can carry no script, style or handler.
 * Browser-safe: the memory host renders with it too.
 */
export const renderPolicy = (markdown: string, facts: Readonly<Record<string, string>>): string =>
  sanitizeHtml(marked.parse(fillPolicy(markdown, facts)) as string, SANITIZE);
