import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** A plain left click on a link to another page of this site, or null. */
const inAppTarget = (event: MouseEvent): string | null => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === `${window.location.pathname}${window.location.search}` ? null : to;
};

export interface LeaveGuard {
  /** The path a blocked link wanted; the confirm dialog is open while set. */
  readonly blockedPath: string | null;
  readonly leave: () => void;
  readonly stay: () => void;
}

/**
 * With unsaved changes: the browser's own warning on reload, close and external navigation
 * (beforeunload), and an in-app question before following a link inside the site.
 */
export const useLeaveGuard = (dirty: boolean): LeaveGuard => {
  const [, navigate] = useLocation();
  const [blockedPath, setBlockedPath] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older Chromium shows the dialog only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase on document: runs before the router's link handler on the React root.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current) return;
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setBlockedPath(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return {
    blockedPath,
    leave: () => {
      const to = blockedPath;
      setBlockedPath(null);
      dirtyRef.current = false;
      if (to) navigate(to);
    },
    stay: () => setBlockedPath(null),
  };
};
