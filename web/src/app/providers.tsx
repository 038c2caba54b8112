import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Instance } from '../lib/instance';
import { InstanceProvider } from '../lib/instance-context';

interface ProvidersProps {
  instance: Instance;
  i18n: i18n;
  children: ReactNode;
}

/** App-wide context. The API client and session providers join here in later issues. */
export function Providers({ instance, i18n, children }: ProvidersProps) {
  return (
    <InstanceProvider instance={instance}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </InstanceProvider>
  );
}
