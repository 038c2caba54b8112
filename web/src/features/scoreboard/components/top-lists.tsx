import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../lib/use-remote';
import { useFormats } from '../hooks/use-formats';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { EmptyState, RemoteView } from '../../../components/page/view-states';

const SHOWN = 5;

interface Leader {
  userId: string;
  username: string;
  count: number;
}

/** Top suggesters and top referrers (spec 2, Scoreboard): two short lists under the tabs. */
export function TopLists() {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const suggesters = useRemote('top-suggesters', async (signal) =>
    (await api.topSuggesters(signal)).map((s) => ({
      userId: s.userId,
      username: s.username,
      count: s.suggestionCount,
    })),
  );
  const referrers = useRemote('top-referrers', async (signal) =>
    (await api.topReferrers(signal)).map((r) => ({
      userId: r.userId,
      username: r.username,
      count: r.referralCount,
    })),
  );
  return (
    <div className="leader-lists">
      <TopList
        id="top-suggesters"
        title={t('scoreboard.top.suggesters')}
        unit="suggestions"
        state={suggesters}
        failed={t('scoreboard.top.suggestersFailed')}
        empty={t('scoreboard.top.suggestersEmpty')}
      />
      <TopList
        id="top-referrers"
        title={t('scoreboard.top.referrers')}
        unit="referrals"
        state={referrers}
        failed={t('scoreboard.top.referrersFailed')}
        empty={t('scoreboard.top.referrersEmpty')}
      />
    </div>
  );
}

interface TopListProps {
  id: string;
  title: string;
  unit: 'suggestions' | 'referrals';
  state: ReturnType<typeof useRemote<Leader[]>>;
  failed: string;
  empty: string;
}

function TopList({ id, title, unit, state, failed, empty }: TopListProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <section className="card card--stack sb-card leaders" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <RemoteView remote={state.remote} failed={failed} onRetry={state.reload}>
        {(leaders) =>
          leaders.length === 0 ? (
            <EmptyState>{empty}</EmptyState>
          ) : (
            <ol className="leaders__items">
              {leaders.slice(0, SHOWN).map((leader, index) => (
                <li key={leader.userId} className="leaders__item">
                  <span className="leaders__rank" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="leaders__name">{leader.username}</span>
                  <span className="leaders__count">
                    {t(`scoreboard.top.${unit}`, {
                      count: leader.count,
                      formatted: formats.number(leader.count),
                    })}
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </RemoteView>
    </section>
  );
}
