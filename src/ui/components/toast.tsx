import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon, WarningIcon } from './icons';
import { Item, Message, Progress, Region } from './toast.styles';
import { visuallyHidden } from './visually-hidden';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  type: ToastType;
  message: string;
}

export interface ToastApi {
  show(options: ToastOptions): void;
}

/** Spec section 9: each toast stays two seconds, with a progress bar. */
export const TOAST_DURATION_MS = 2000;
/** Older toasts give way when many arrive at once, so the stack never covers the page. */
const MAX_VISIBLE = 4;

interface ToastEntry extends ToastOptions {
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  info: InfoCircleIcon,
  warning: WarningIcon,
} as const;

export interface ToastProviderProps {
  children: ReactNode;
  /** For tests and demos; defaults to two seconds. */
  durationMs?: number;
}

export const ToastProvider = ({ children, durationMs = TOAST_DURATION_MS }: ToastProviderProps) => {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    ({ type, message }: ToastOptions) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, type, message }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss, durationMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-label={UI_MAIN_TEXT.toastRegion}>
        {toasts.map((toast) => {
          const Icon = ICONS[toast.type];
          return (
            <Item key={toast.id} data-type={toast.type}>
              <Icon size={20} />
              <span className={visuallyHidden}>{UI_MAIN_TEXT.toastType[toast.type]}: </span>
              <Message>{toast.message}</Message>
              <Progress style={{ ['--toast-duration' as string]: `${durationMs}ms` }} />
            </Item>
          );
        })}
      </Region>
    </ToastContext.Provider>
  );
};

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};
