import type { i18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { Instance } from '../lib/instance';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { SessionOverlays } from './session-overlays';

export function App({ instance, i18n }: { instance: Instance; i18n: i18n }) {
  const [router] = useState(() => createAppRouter(instance.basename));
  return (
    <Providers instance={instance} i18n={i18n}>
      <RouterProvider router={router} />
      <SessionOverlays />
    </Providers>
  );
}
