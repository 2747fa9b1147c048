import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { type ToastType, useToast } from '../components';
import { useLoginPrompt } from './use-login-prompt';

/** What the machines emit for people to see (see each machine's `Emitted` type). */
type Notice = {
  type: string;
  text?: string;
  kind?: string;
  page?: number | null;
  commentId?: number | null;
};

const TOASTS: Readonly<Record<string, ToastType>> = {
  failed: 'error',
  progress: 'info',
  succeeded: 'success',
  sent: 'success',
  dailyLimit: 'warning',
};

/**
 * Turns a machine's emitted events into toasts and the login dialog; `extra` reacts to them as well
 * (clearing a box after a comment is written, closing a page after a delete).
 */
export const useNotices = (actor: AnyActorRef, extra?: (notice: Notice) => void): void => {
  const toast = useToast();
  const promptLogin = useLoginPrompt();
  const extraRef = useRef(extra);
  extraRef.current = extra;
  useEffect(() => {
    const subscription = actor.on('*', (event: Notice) => {
      if (event.type === 'loginRequired') promptLogin();
      const type = TOASTS[event.type];
      if (type && event.text) toast.show({ type, message: event.text });
      extraRef.current?.(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, promptLogin]);
};
