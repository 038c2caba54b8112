import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { CalendarIcon } from '../../../components/ui/icons';
import { usePublicSettings } from '../../auth/hooks/use-public-settings';
import { GridIllustration } from './grid-illustration';
import { GameButtonPlaceholder, TodayGameButtons } from './today-game-buttons';

export function GuestHero() {
  const { t } = useTranslation();
  // Guests get Play and Previous days only where the instance allows them and the daily game is on. Until
  // the switches are known a placeholder holds the place: today's game is not asked for before then, as the
  // server refuses it to guests when guest play is off.
  const { settings, loaded } = usePublicSettings();
  const showPlay = loaded && settings.dailyEnabled && settings.showGuestPlayButton;
  const showPrevious = loaded && settings.dailyEnabled && settings.showGuestPreviousDaysButton;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="eyebrow hero__kicker">{t('menu.kicker')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('menu.heading')}
        </h1>
        <p className="hero__pitch">{t('menu.pitch')}</p>
        {!loaded || showPlay || showPrevious ? (
          <div className="hero__actions">
            {loaded ? null : (
              <>
                <GameButtonPlaceholder />
                {/* The place of "Previous days" (on by default) is kept, so the board below does not jump. */}
                <span
                  className="button button--secondary button--large menu-game__reserve"
                  aria-hidden="true"
                >
                  <CalendarIcon />
                  {t('common.previousDays')}
                </span>
              </>
            )}
            {showPlay ? <TodayGameButtons kind="guest" /> : null}
            {showPrevious ? (
              <ButtonLink to="/previous" variant="secondary" large>
                <CalendarIcon />
                {t('common.previousDays')}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
      <GridIllustration />
    </section>
  );
}
