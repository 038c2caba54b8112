import type { AuthTab } from './components/auth-tabs';
import { prefersReducedMotion } from '../../lib/reduced-motion';

/**
 * Router state that asks the guest menu to open its account card on arriving: how the header's sign-in
 * link reaches the card from another page.
 */
export interface OpenAccountState {
  readonly openAccount: AuthTab;
}

export const isOpenAccountState = (state: unknown): state is OpenAccountState =>
  typeof state === 'object' &&
  state !== null &&
  ((state as OpenAccountState).openAccount === 'login' ||
    (state as OpenAccountState).openAccount === 'register');

/**
 * Brings the guest menu's account card into view on the asked tab and moves focus to that tab, so keyboard
 * and screen-reader users land where they meant to. With registration closed the register tab is disabled:
 * the login tab is the way in then. False when the page has no account card (a signed-in player's page).
 */
export function openAccountCard(tab: AuthTab): boolean {
  const panel = document.querySelector<HTMLElement>('.auth-panel');
  if (panel === null) return false;
  const wanted = panel.querySelector<HTMLButtonElement>(`[role="tab"][id$="-tab-${tab}"]:enabled`);
  wanted?.click();
  const target = wanted ?? panel.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  panel.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target?.focus({ preventScroll: true });
  return true;
}
