import type { AdScriptEnvironment } from '../model/ad-loader';

declare global {
  interface Window {
    /** AdSense's queue: before the script runs an array, after it an object whose push fills a slot. */
    adsbygoogle?: { push(request: object): unknown };
  }
}

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

/**
 * One script element per address: a slot shown again (back on the menu) finds the script loaded, and two
 * effects asking at once (React's StrictMode) share one request. A failed element is removed, so a retry
 * makes a fresh request.
 */
function injectScript(url: string): Promise<void> {
  if (loaded.has(url)) return Promise.resolve();
  const running = pending.get(url);
  if (running) return running;
  const request = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    // As AdSense's own snippet: no cookies or credentials travel with the script request.
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      loaded.add(url);
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Ad script did not load: ${url}`));
    };
    document.head.append(script);
  }).finally(() => pending.delete(url));
  pending.set(url, request);
  return request;
}

export const browserAdScripts: AdScriptEnvironment = {
  injectScript,
  wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
};

/** Asks the provider to fill the page's empty `<ins class="adsbygoogle">`, the AdSense way. */
export function requestAd(): void {
  try {
    (window.adsbygoogle ??= [] as object[]).push({});
  } catch (error) {
    // The provider refuses a slot it already filled or cannot use; the page goes on without that ad.
    console.warn('Ad request refused', error);
  }
}
