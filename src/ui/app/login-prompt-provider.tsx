import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { LoginRequiredDialog } from '../components';
import { useCurrentPath } from '../hooks/use-current-path';
import { LoginPromptContext } from '../hooks/use-login-prompt';

export const LoginPromptProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const from = useCurrentPath();
  const show = useCallback(() => setOpen(true), []);
  return (
    <LoginPromptContext.Provider value={show}>
      {children}
      <LoginRequiredDialog
        open={open}
        onCancel={() => setOpen(false)}
        onLogin={() => {
          setOpen(false);
          navigate('/signIn', { state: { from } });
        }}
      />
    </LoginPromptContext.Provider>
  );
};
