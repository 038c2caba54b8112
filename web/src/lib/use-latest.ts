import { useEffect, useRef } from 'react';

/** A ref to the newest value, for timers and listeners that must not restart whenever a callback is re-made. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
