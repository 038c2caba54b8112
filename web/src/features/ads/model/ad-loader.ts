import { adRetryDelayMs } from '../../../../../domain/ads/ad-policy';

/** `cancelled`: the slot went away (another page) while the script was on its way. */
export type AdScriptOutcome = 'loaded' | 'blocked' | 'cancelled';

/** What loading needs from the browser, passed in so that tests run the retries without scripts or waits. */
export interface AdScriptEnvironment {
  /** Adds the script to the page; resolves once it ran, rejects when it could not be loaded. */
  injectScript(url: string): Promise<void>;
  wait(ms: number): Promise<void>;
}

/**
 * Loads the provider's script, retrying a failed load 3 times after 1 s, 2 s and 4 s (admin spec 4 and 9).
 * A load that fails every time is what an ad blocker looks like: `blocked`.
 */
export async function loadAdScript(
  url: string,
  environment: AdScriptEnvironment,
  signal?: AbortSignal,
): Promise<AdScriptOutcome> {
  for (let retry = 0; ; retry += 1) {
    if (signal?.aborted) return 'cancelled';
    try {
      await environment.injectScript(url);
      return signal?.aborted ? 'cancelled' : 'loaded';
    } catch {
      const delay = adRetryDelayMs(retry);
      if (delay === null) return 'blocked';
      await environment.wait(delay);
    }
  }
}

/** The script's address as AdSense's own snippet writes it: the publisher id in the query. */
export function adScriptAddress(provider: { scriptUrl: string; client: string }): string {
  const url = new URL(provider.scriptUrl);
  url.searchParams.set('client', provider.client);
  return url.toString();
}
