import { styled } from '@linaria/react';
import { use, useMemo } from 'react';
import { color, fontSize, radius, space } from '../../theme/tokens';
import type { ContentSanitizer } from './sanitize-content-html';

const Body = styled.div`
  color: ${color.text};
  font-size: ${fontSize.lg};
  line-height: 1.8;
  overflow-wrap: anywhere;

  h2,
  h3,
  h4 {
    margin: ${space.xxxl} 0 ${space.md};
    line-height: 1.4;
  }
  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 ${space.lg};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  blockquote {
    padding: ${space.sm} ${space.lg};
    border-left: 4px solid ${color.brand};
    background: ${color.bgSubtle};
    color: ${color.textSecondary};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${radius.md};
  }
  a {
    color: ${color.brandText};
    text-decoration: underline;
  }
  pre {
    padding: ${space.lg};
    overflow-x: auto;
    border-radius: ${radius.md};
    background: ${color.bgMuted};
  }
`;

let sanitizer: Promise<ContentSanitizer> | null = null;
const loadSanitizer = () => {
  // A failed load is forgotten, so the error boundary's retry loads it again.
  sanitizer ??= import('./sanitize-content-html').then(
    (m) => m.createContentSanitizer(),
    (error: unknown) => {
      sanitizer = null;
      throw error;
    },
  );
  return sanitizer;
};

/**
 * The body of an item of any kind: sanitized again in the browser before it touches the DOM (DESIGN
 * section 3). It suspends until the sanitizer's code is there, so the page shows the item whole
 * (DetailPage's boundary) instead of a body that grows under a head already shown (issue 13).
 */
export const HtmlBody = ({ html }: { html: string }) => {
  const sanitize = use(loadSanitizer());
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with the server's allow-list
  return <Body data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />;
};
