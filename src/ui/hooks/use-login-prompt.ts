import { createContext, useContext } from 'react';

/** Opens the shell's 'login required' dialog; its confirm goes to /signIn with the current path. */
export const LoginPromptContext = createContext<(() => void) | null>(null);

export const useLoginPrompt = (): (() => void) => {
  const open = useContext(LoginPromptContext);
  if (!open) throw new Error('useLoginPrompt outside <LoginPromptProvider>');
  return open;
};
