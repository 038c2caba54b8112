import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { podiumCounts } from '../../../../../domain/achievements/achievement-view';
import { SHOWCASE_MAX } from '../../../../../domain/constants/limits.constants';
import { FormAlert } from '../../../components/form/form-alert';
import { useShowcaseEditor } from '../hooks/use-showcase-editor';
import { arrangeAchievements, earnedKinds, type PanelView } from '../model/achievement-list';
import { GOALS_PREVIEW, nextGoals } from '../model/next-goals';
import { StarIcon } from './achievement-icons';
import { AchievementItem } from './achievement-item';
import { NextGoals } from './next-goals';
import { PodiumLine } from './podium-line';
import { ViewSwitch } from './view-switch';
import './achievements.css';

/**
 * The menu's achievements (spec 2 and 4): the podium line apart, then three tabs. Earned is the top view
 * (each family at its best tier, showcased ones first, opening up to every kind) with the nearest goals
 * under it, so one fast game's ladder of tiers is a handful of badges; next goals lists every goal left;
 * all tiers is the spec's all view. Showcase mode picks up to three earned ones.
 */
export function AchievementsPanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const [view, setView] = useState<PanelView>('earned');
  const [everyKind, setEveryKind] = useState(false);
  const showcase = useShowcaseEditor(user);
  const podiums = podiumCounts(
    user.podiumAchievements.length > 0 ? user.podiumAchievements : user.achievements,
  );
  const kinds = earnedKinds(user.achievements);
  const listed = kinds > 0;
  const list = arrangeAchievements(
    user.achievements,
    view === 'all' ? 'all' : everyKind ? 'more' : 'top',
    user.showcaseAchievements,
  );
  const goals = nextGoals(user.achievements, { gamesPlayed: user.gamesPlayed });
  const goalsPreview = (
    <NextGoals
      goals={goals.slice(0, GOALS_PREVIEW)}
      onSeeAll={listed && goals.length > GOALS_PREVIEW ? () => setView('goals') : undefined}
    />
  );
  // Goals are not owned, so not for the showcase: picking starts from the earned ones.
  const startShowcase = () => {
    if (view === 'goals') setView('earned');
    showcase.start();
  };

  return (
    <section className="card menu-card achievements" aria-labelledby="achievements-title">
      <header className="achievements__header">
        <div className="achievements__heading">
          <h2 id="achievements-title" className="menu-card__title">
            {t('achievements.title')}
          </h2>
          {listed ? (
            <p className="achievements__summary">{t('achievements.summary', { count: kinds })}</p>
          ) : null}
        </div>
        {listed && !showcase.editing ? (
          <button
            type="button"
            className="button button--secondary achievements__showcase"
            onClick={startShowcase}
          >
            <StarIcon />
            {t('achievements.showcase.start')}
          </button>
        ) : null}
      </header>
      {listed || podiums.first + podiums.second + podiums.third > 0 ? <PodiumLine counts={podiums} /> : null}
      {listed ? (
        <>
          <ViewSwitch view={view} onChange={setView} unavailable={showcase.editing ? ['goals'] : []} />
          {view === 'goals' ? <NextGoals goals={goals} titled={false} /> : null}
          {showcase.editing ? (
            <p className="achievements__hint" aria-live="polite">
              {t('achievements.showcase.hint', { max: SHOWCASE_MAX })}{' '}
              <strong>
                {t('achievements.showcase.selected', { count: showcase.pickedCount, max: SHOWCASE_MAX })}
              </strong>
            </p>
          ) : null}
          {view === 'goals' ? null : (
            <ul className="achievements__list">
              {list.shown.map((entry) => (
                <li key={entry.type}>
                  <AchievementItem
                    type={entry.type}
                    count={entry.count}
                    showcased={entry.showcased}
                    select={
                      showcase.editing
                        ? {
                            pressed: showcase.isPicked(entry.type),
                            onToggle: () => showcase.toggle(entry.type),
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {view === 'earned' && list.hidden > 0 ? (
            <button
              type="button"
              className="link-button achievements__more"
              onClick={() => setEveryKind(true)}
            >
              {t('achievements.hiddenMore', { count: list.hidden })}
            </button>
          ) : null}
          <FormAlert message={showcase.notice?.text} tone={showcase.notice?.tone} />
          {showcase.editing ? (
            <div className="form__actions form__actions--row achievements__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={showcase.saving}
                onClick={() => void showcase.save()}
              >
                {showcase.saving ? t('common.saving') : t('achievements.showcase.save')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={showcase.saving}
                onClick={showcase.cancel}
              >
                {t('achievements.showcase.cancel')}
              </button>
            </div>
          ) : null}
          {view === 'earned' && !showcase.editing ? goalsPreview : null}
        </>
      ) : (
        <>
          <div className="achievements__empty">
            <div className="achievements__empty-art" aria-hidden="true">
              <StarIcon width={22} height={22} />
            </div>
            <div>
              <p className="achievements__empty-title">{t('achievements.empty.title')}</p>
              <p className="achievements__empty-body">{t('achievements.empty.body')}</p>
            </div>
          </div>
          {goalsPreview}
        </>
      )}
    </section>
  );
}
