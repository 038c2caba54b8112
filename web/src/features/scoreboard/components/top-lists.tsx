import { useTranslation } from 'react-i18next';
import { TopList, topEntries } from '../../../components/ui/top-list';
import { useApi } from '../../../lib/api-context';
import { useRemote } from '../../../lib/use-remote';
import { useSession } from '../../auth/hooks/use-session';
import { useFormats } from '../hooks/use-formats';

const SHOWN = 5;

/** Top suggesters and top referrers (spec 2, Scoreboard): two short lists under the tabs. */
export function TopLists() {
  const { t } = useTranslation();
  const { social } = useApi();
  const { user } = useSession();
  const formats = useFormats();
  const suggesters = useRemote('top-suggesters', async (signal) =>
    (await social.topSuggesters(signal)).slice(0, SHOWN),
  );
  const referrers = useRemote('top-referrers', async (signal) =>
    (await social.topReferrers(signal)).slice(0, SHOWN),
  );
  const figure = (unit: 'suggestions' | 'referrals', count: number) =>
    t(`scoreboard.top.${unit}`, { count, formatted: formats.number(count) });
  return (
    <div className="leader-lists">
      <TopList
        title={t('scoreboard.top.suggesters')}
        state={topEntries(suggesters.remote, (s) => figure('suggestions', s.suggestionCount))}
        meId={user?.id ?? null}
        failed={t('scoreboard.top.suggestersFailed')}
        empty={t('scoreboard.top.suggestersEmpty')}
        onRetry={suggesters.reload}
        className="sb-card"
      />
      <TopList
        title={t('scoreboard.top.referrers')}
        state={topEntries(referrers.remote, (r) => figure('referrals', r.referralCount))}
        meId={user?.id ?? null}
        failed={t('scoreboard.top.referrersFailed')}
        empty={t('scoreboard.top.referrersEmpty')}
        onRetry={referrers.reload}
        className="sb-card"
      />
    </div>
  );
}
