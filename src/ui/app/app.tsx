import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { AppServices } from '../../application/app-services';
import { ToastProvider } from '../components';
import { ServicesContext } from '../hooks/use-services';
import { globalStyles } from '../theme/global.styles';
import { Layout } from './layout';
import { LoginPromptProvider } from './login-prompt-provider';
import { SessionProvider } from './session-provider';

/** The whole browser app over the services the entry file resolved (real or fake adapters). */
export const App = ({ services }: { services: AppServices }) => (
  <StrictMode>
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <Router>
          <ToastProvider>
            <SessionProvider>
              <LoginPromptProvider>
                <div className={globalStyles} style={{ display: 'contents' }}>
                  <Layout />
                </div>
              </LoginPromptProvider>
            </SessionProvider>
          </ToastProvider>
        </Router>
      </QueryClientProvider>
    </ServicesContext.Provider>
  </StrictMode>
);
