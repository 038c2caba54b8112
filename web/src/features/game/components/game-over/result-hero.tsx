import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, ClockIcon, FlagIcon } from '../../../../components/ui/icons';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { deriveGamePageResult } from '../../../../../../domain/scoring/game-status';
import { formatPoints } from '../../model/game-numbers';
import type { OpenAccountState } from '../../../auth/account-card';
import { usePublicSettings } from '../../../auth/hooks/use-public-settings';

const ICONS = { won: CheckIcon, lost: ClockIcon, forfeit: FlagIcon } as const;
const OPEN_REGISTER: OpenAccountState = { openAccount: 'register' };

/**
 * A guest's result is kept if they register now (their games move to the new account): the way there, on
 * the menu's account card at its register tab, right where they are told so.
 */
function KeepResult() {
  const { t } = useTranslation();
  const { settings } = usePublicSettings();
  return (
    <div className="result-hero__note">
      <p>{t('game.over.demoNote')}</p>
      {settings.registrationEnabled ? (
        <Link to="/" state={OPEN_REGISTER} className="button button--primary result-hero__register">
          {t('game.over.register')}
        </Link>
      ) : null}
    </div>
  );
}

/** The outcome first: what happened, the score, and one line on what it means. */
export function ResultHero({ result, guest }: { result: GameResult; guest: boolean }) {
  const { t, i18n } = useTranslation();
  const outcome = deriveGamePageResult(result);
  const Icon = ICONS[outcome];
  const score = formatPoints(result.score, i18n.language);
  return (
    <section className={`result-hero result-hero--${outcome}`} aria-labelledby="result-title">
      <span className="result-hero__icon" aria-hidden="true">
        <Icon width={28} height={28} />
      </span>
      <h2 id="result-title" className="result-hero__title">
        {t(`game.over.${outcome}`)}
      </h2>
      <p className="result-hero__score">{t('game.over.points', { score })}</p>
      <p className="result-hero__body">{t(`game.over.${outcome}Body`)}</p>
      {guest ? <KeepResult /> : null}
    </section>
  );
}
