import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { SessionProvider } from '../features/auth/session/session-provider';
import { ApiProvider } from '../lib/api-context';
import type { Instance } from '../lib/instance';
import { InstanceProvider } from '../lib/instance-context';
import { createQueryClient } from '../lib/query-client';

interface ProvidersProps {
  instance: Instance;
  i18n: i18n;
  children: ReactNode;
}

/**
 * App-wide context: the instance, the texts, the page's one API client, its one cache of server reads and
 * the session on them. A failure below the client shows the recovery page (which needs the texts and the
 * client to renew a sign-in).
 */
export function Providers({ instance, i18n, children }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <InstanceProvider instance={instance}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider baseUrl={instance.apiBase} site={instance.slug}>
          <AppErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>{children}</SessionProvider>
            </QueryClientProvider>
          </AppErrorBoundary>
        </ApiProvider>
      </I18nextProvider>
    </InstanceProvider>
  );
}
