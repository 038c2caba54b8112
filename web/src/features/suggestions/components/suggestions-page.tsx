import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionAnswer } from '../../../../../contracts/social.codec';
import { Page } from '../../../components/page/page';
import { FormAlert } from '../../../components/form/form-alert';
import { useSocialApi } from '../../../lib/use-social-api';
import { TOP_SUGGESTERS_KEY } from '../../../lib/shared-read-keys';
import { useRemote } from '../../../lib/use-remote';
import { AchievementItem } from '../../achievements/components/achievement-item';
import { useSession } from '../../auth/hooks/use-session';
import { TopList, topEntries } from '../../../components/ui/top-list';
import { BulbIcon } from '../../../components/ui/icons';
import { MySuggestions } from './my-suggestions';
import { SuggestionForm } from './suggestion-form';
import '../../referral/components/social.css';
import './suggestions.css';

/**
 * `/suggestions`: suggest a category, see your own suggestions and how they fared, and the top suggesters.
 * The next free game day is the editors' planning, not the players' business: it is not shown here.
 */
export function SuggestionsPage() {
  const { t } = useTranslation();
  const social = useSocialApi();
  const { user, refreshProfile } = useSession();
  const mine = useRemote(
    ['social', 'my-suggestions'],
    (signal) => social.suggestions(signal),
    'Suggestions unavailable',
  );
  const top = useRemote(
    TOP_SUGGESTERS_KEY,
    (signal) => social.topSuggesters(signal),
    'Top suggesters unavailable',
  );
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<SuggestionAnswer | null>(null);

  function onSent(answer: SuggestionAnswer) {
    setSent(answer);
    if (mine.remote.kind === 'ready') mine.replace([answer.suggestion, ...mine.remote.value]);
    else mine.reload();
    // The top suggesters show on the scoreboard too.
    void queryClient.invalidateQueries({ queryKey: TOP_SUGGESTERS_KEY });
    // New achievements belong to the player's profile too (the menu's panel).
    if (answer.achievements.length > 0) void refreshProfile();
  }

  return (
    <Page title={t('social.suggestions.title')}>
      <p className="social-intro">{t('social.suggestions.intro')}</p>
      <div className="social-layout">
        <div className="social-layout__main">
          <section className="card card--stack social-card" aria-labelledby="suggestion-form-title">
            <h2 id="suggestion-form-title" className="card__title">
              <BulbIcon className="social-card__icon" />
              {t('social.suggestions.form.title')}
            </h2>
            {sent !== null ? <SentNotice answer={sent} /> : null}
            <SuggestionForm onSent={onSent} />
          </section>
          <MySuggestions state={mine.remote} onRetry={mine.reload} />
        </div>
        <div className="social-layout__side">
          <TopList
            title={t('social.suggestions.top.title')}
            state={topEntries(top.remote, (s) =>
              t('social.suggestions.top.count', { count: s.suggestionCount }),
            )}
            meId={user?.id ?? null}
            empty={t('social.suggestions.top.empty')}
            failed={t('social.suggestions.top.loadFailed')}
            onRetry={top.reload}
          />
        </div>
      </div>
    </Page>
  );
}

/** The thanks for a sent suggestion, with any achievement it unlocked. */
function SentNotice({ answer }: { answer: SuggestionAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="sent-notice">
      <FormAlert
        tone="success"
        message={t('social.suggestions.form.success', { name: answer.suggestion.name })}
      />
      {answer.achievements.length > 0 ? (
        <div className="sent-notice__achievements">
          <p className="sent-notice__label">{t('social.suggestions.form.unlocked')}</p>
          <ul className="sent-notice__list">
            {answer.achievements.map((achievement) => (
              <li key={achievement.type}>
                <AchievementItem type={achievement.type} count={achievement.count} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
