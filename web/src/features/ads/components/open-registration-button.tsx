import type { ReactNode } from 'react';
import { UserIcon } from '../../../components/ui/account-icons';
import { openAccountCard } from '../../auth/account-card';

/**
 * Guests cannot open the referral or groups pages: this takes them to the menu's own account card instead,
 * on its register tab.
 */
export function OpenRegistrationButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="button button--secondary" onClick={() => openAccountCard('register')}>
      <UserIcon />
      {children}
    </button>
  );
}
