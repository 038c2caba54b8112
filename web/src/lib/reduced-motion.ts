const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The player asked for less motion: the system's `prefers-reduced-motion: reduce` (the game has no setting
 * of its own for it; one would be read here too). Scripted motion asks at the moment it would start, so a
 * change of the setting applies to the next one. The CSS animations sit in
 * `@media (prefers-reduced-motion: no-preference)` blocks and follow the same setting.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
