import { highlightSegments } from '../../domain/content/search';

/**
 * Server highlights (`<mark>` around search words in escaped text) rendered as React text nodes and
 * <mark> elements: the string is never parsed as HTML, so nothing in it can become markup.
 */
export const HighlightedText = ({ html }: { html: string }) => (
  <>
    {highlightSegments(html).map((segment, i) =>
      // Segments have no identity but their order, which never changes for one string.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      segment.marked ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
    )}
  </>
);
