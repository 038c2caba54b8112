import type { ReactNode } from 'react';
import { UserIcon } from '../../../components/ui/account-icons';

/**
 * Guests cannot open the referral or groups pages: this takes them to the menu's own account card instead,
 * on its register tab, and moves focus there so keyboard and screen-reader users land where they meant to.
 */
export function OpenRegistrationButton({ children }: { children: ReactNode }) {
  const open = () => {
    const panel = document.querySelector<HTMLElement>('.auth-panel');
    if (panel === null) return;
    // With registration closed the register tab is disabled: the login tab is the way in then.
    const register = panel.querySelector<HTMLButtonElement>('[role="tab"][id$="-tab-register"]:enabled');
    register?.click();
    const target = register ?? panel.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="button button--secondary" onClick={open}>
      <UserIcon />
      {children}
    </button>
  );
}
