import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { SessionProvider } from '../features/auth/session/session-provider';
import { ApiProvider } from '../lib/api-context';
import type { Instance } from '../lib/instance';
import { InstanceProvider } from '../lib/instance-context';

interface ProvidersProps {
  instance: Instance;
  i18n: i18n;
  children: ReactNode;
}

/**
 * App-wide context: the instance, the texts, the page's one API client and the session on it. A failure
 * below the client shows the recovery page (which needs the texts and the client to renew a sign-in).
 */
export function Providers({ instance, i18n, children }: ProvidersProps) {
  return (
    <InstanceProvider instance={instance}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider baseUrl={instance.apiBase} site={instance.slug}>
          <AppErrorBoundary>
            <SessionProvider>{children}</SessionProvider>
          </AppErrorBoundary>
        </ApiProvider>
      </I18nextProvider>
    </InstanceProvider>
  );
}
