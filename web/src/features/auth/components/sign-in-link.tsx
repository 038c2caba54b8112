import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/account-icons';
import type { OpenAccountState } from '../account-card';
import './sign-in-link.css';

const OPEN_LOGIN: OpenAccountState = { openAccount: 'login' };

/**
 * The header's way in for guests: the menu's account card, on its login tab, from any page. A link (it
 * goes to the menu); on the menu itself it replaces the entry, and the guest menu opens the card.
 */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" state={OPEN_LOGIN} className="button button--primary header-sign-in">
      <UserIcon className="header-sign-in__icon" />
      {t('header.signIn')}
      {/* The name starts with what shows (label in name) and says that registering is there too. */}
      <span className="visually-hidden"> {t('header.signInMore')}</span>
    </Link>
  );
}
