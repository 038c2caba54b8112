import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { CalendarIcon } from '../../../components/ui/icons';
import { UserIcon } from '../../../components/ui/account-icons';
import { EmptyState } from '../../../components/page/view-states';
import { isApiError } from '../../../lib/api';

// A system switch the admin turned off (DESIGN 11) is not a failure to load: nothing to try again, but a
// way on — earlier days when the daily game rests, signing in when a guest switch is off.

const SWITCH_CODES = ['DAILY_DISABLED', 'GUEST_PLAY_DISABLED', 'GUEST_PREVIOUS_DAYS_DISABLED'] as const;
export type SwitchCode = (typeof SWITCH_CODES)[number];

export const switchedOffCode = (error: unknown): SwitchCode | null =>
  isApiError(error) && (SWITCH_CODES as readonly string[]).includes(error.code)
    ? (error.code as SwitchCode)
    : null;

export function useSwitchedOffTexts(code: SwitchCode) {
  const { t } = useTranslation();
  return { title: t(`game.switchedOff.${code}.title`), body: t(`game.switchedOff.${code}.body`) };
}

/** The way on from a switched-off day: the earlier days, or the menu's account card to sign in. */
export function SwitchedOffAction({ code }: { code: SwitchCode }) {
  const { t } = useTranslation();
  return code === 'DAILY_DISABLED' ? (
    <ButtonLink to="/previous" variant="secondary">
      <CalendarIcon />
      {t('common.previousDays')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/">
      <UserIcon />
      {t('game.switchedOff.signIn')}
    </ButtonLink>
  );
}

/** The same, as a page's note in place of its content. */
export function SwitchedOffNotice({ code }: { code: SwitchCode }) {
  const { title, body } = useSwitchedOffTexts(code);
  return (
    <EmptyState action={<SwitchedOffAction code={code} />}>
      <strong>{title}</strong> {body}
    </EmptyState>
  );
}
