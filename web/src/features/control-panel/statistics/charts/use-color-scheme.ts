import { useSyncExternalStore } from 'react';

// The app follows the device's light or dark setting (tokens.css): a chart drawn on a canvas must be drawn
// again when it changes, as its colours were read at draw time.

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isDark = () => window.matchMedia(QUERY).matches;

export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, isDark, () => false) ? 'dark' : 'light';
}
