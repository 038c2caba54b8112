import { HOUR_MS } from '../../../../../domain/constants/time.constants';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { UserView } from '../../../../../contracts/auth.codec';
import { canEnterControlPanel } from '../../../../../domain/permissions/permission-policy';
import { ButtonLink } from '../../../components/ui/button-link';
import { CalendarIcon, TrophyIcon } from '../../../components/ui/icons';
import { AchievementsPanel } from '../../achievements/components/achievements-panel';
import { usePublicSettings } from '../../auth/hooks/use-public-settings';
import { formatDate } from '../../../lib/format-date';
import { GridIllustration } from './grid-illustration';
import { InstallCard } from '../../install/components/install-card';
import { HowToPlay } from './how-to-play';
import { StatsCard } from './stats-card';
import { CommunityCard } from './community-card';
import { ControlPanelLink } from './control-panel-link';
import { TodayGameButtons } from './today-game-buttons';
import { MessageNotice } from './message-notice';
import { AdSlot } from '../../ads/components/ad-slot';
import './menu.css';

/**
 * "Welcome back" is for a player who has been here before: games played, and an account older than this
 * visit. A guest who registers after a game brings that game along, and is still new.
 */
const isReturning = (user: UserView, now: number): boolean =>
  user.gamesPlayed > 0 && now - Date.parse(user.createdAt) > HOUR_MS;

/** The signed-in main menu: a welcome (returning or new player) and the way into the game. */
export function UserMenu({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation();
  // With the daily game switched off only the scoreboard stays (the spec's challenges are not built).
  const { settings } = usePublicSettings();
  // When the menu opened: the greeting does not change while it is on screen.
  const [openedAt] = useState(() => Date.now());
  const returning = isReturning(user, openedAt);
  const lastPlayed = user.lastPlayed === null ? null : formatDate(user.lastPlayed, i18n.language);
  const summary =
    user.gamesPlayed === 0
      ? t('menu.firstGame')
      : lastPlayed === null
        ? t('menu.playedNoDate', { count: user.gamesPlayed })
        : t('menu.played', { count: user.gamesPlayed, date: lastPlayed });

  return (
    <div className="menu container">
      <MessageNotice />
      <section className="hero" aria-labelledby="welcome-title">
        <div className="hero__text">
          <p className="eyebrow hero__kicker">{t('menu.kicker')}</p>
          <h1 id="welcome-title" className="hero__title hero__title--welcome">
            {returning
              ? t('menu.welcomeBack', { username: user.username })
              : t('menu.welcomeNew', { username: user.username })}
          </h1>
          <p className="hero__pitch">{summary}</p>
          <div className="hero__actions hero__actions--user">
            {settings.dailyEnabled ? (
              <>
                <TodayGameButtons kind="user" />
                <ButtonLink to="/previous" variant="secondary" large>
                  <CalendarIcon />
                  {t('common.previousDays')}
                </ButtonLink>
              </>
            ) : (
              // Player spec 2: with the daily game off, the earlier days are the menu's challenges.
              <ButtonLink to="/previous" large>
                <CalendarIcon />
                {t('menu.challenges')}
              </ButtonLink>
            )}
            <ButtonLink to="/scoreboard" variant="secondary" large>
              <TrophyIcon />
              {t('menu.scoreboard')}
            </ButtonLink>
          </div>
          {canEnterControlPanel(user.roles) ? <ControlPanelLink roles={user.roles} /> : null}
        </div>
        <GridIllustration wideOnly />
      </section>
      <div className="menu__cards">
        <StatsCard user={user} />
        <AchievementsPanel user={user} />
        <CommunityCard />
        <HowToPlay />
        <InstallCard />
        <AdSlot user={user} />
      </div>
    </div>
  );
}
