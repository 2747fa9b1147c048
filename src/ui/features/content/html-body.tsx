import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { CONTENT_TEXT as T } from '../../../domain/text/content';
import { Spinner } from '../../components';
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
  sanitizer ??= import('./sanitize-content-html').then((m) => m.createContentSanitizer());
  return sanitizer;
};

/** The body of an item of any kind: sanitized again in the browser before it touches the DOM (DESIGN section 3). */
export const HtmlBody = ({ html }: { html: string }) => {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null)
    return (
      <p role="status">
        <Spinner size={16} label={T.bodyLoading} />
      </p>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with the server's allow-list
  return <Body data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />;
};
