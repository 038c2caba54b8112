import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserApi, type Api } from './browser-api';

const ApiContext = createContext<Api | null>(null);

/**
 * Creates the page's single API client. It lives as long as the page: disposing it on unmount would, under
 * StrictMode's trial unmount, leave the remounted app with a client that no longer hears other tabs.
 */
export function ApiProvider({
  baseUrl,
  site,
  children,
}: {
  baseUrl: string;
  /** The instance's slug: its own tokens and guest id in the origin's shared storage. */
  site: string;
  children: ReactNode;
}) {
  const [api] = useState(() => createBrowserApi(baseUrl, site));
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (api === null) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
