import { useEffect } from 'react';
import { pageTitle } from '../../domain/text/head';

/**
 * Sets the document title for pages that do not use PageFrame: the page's name, then the site's
 * (pageTitle), the same title the server writes into the page's head.
 */
export const PageFrameTitle = ({ title }: { title: string }) => {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
};
