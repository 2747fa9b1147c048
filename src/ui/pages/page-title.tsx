import { useEffect } from 'react';
import { SHELL_TEXT } from '../../domain/text/shell';

/** Sets the document title for pages that do not use PageFrame. */
export const PageFrameTitle = ({ title }: { title: string }) => {
  useEffect(() => {
    document.title = `${title} | ${SHELL_TEXT.productName}`;
  }, [title]);
  return null;
};
