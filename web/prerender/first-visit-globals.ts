/**
 * What the app reads of the browser while it draws its first frame, as a first visit in a browser tab has
 * it: nothing stored, online, not installed, no motion preference, nothing listened to yet. The build draws
 * the first paint in Node, which has none of these; nothing here runs in a page.
 */
const storage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
};

const listeners = { addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true };

export function installFirstVisitGlobals(pageUrl: string): void {
  const location = new URL(pageUrl);
  Object.assign(globalThis, {
    window: globalThis,
    ...listeners,
    location,
    localStorage: storage(),
    sessionStorage: storage(),
    matchMedia: (query: string) => ({ matches: false, media: query, ...listeners, onchange: null }),
    document: { ...listeners, visibilityState: 'visible', readyState: 'loading', documentElement: {} },
  });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { onLine: true, userAgent: '', language: '', languages: [], maxTouchPoints: 0, serviceWorker: {} },
  });
}
