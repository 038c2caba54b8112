import { useTranslation } from 'react-i18next';
import { TopList, topEntries } from '../../../components/ui/top-list';
import { useSocialApi } from '../../../lib/use-social-api';
import { TOP_REFERRERS_KEY, TOP_SUGGESTERS_KEY } from '../../../lib/shared-read-keys';
import { mapRemote, useRemote, type Remote } from '../../../lib/use-remote';
import { useSession } from '../../auth/hooks/use-session';
import { useFormats } from '../hooks/use-formats';

const SHOWN = 5;

const head = <T,>(remote: Remote<readonly T[]>) => mapRemote(remote, (list) => list.slice(0, SHOWN));

/** Top suggesters and top referrers (spec 2, Scoreboard): two short lists under the tabs. */
export function TopLists() {
  const { t } = useTranslation();
  const social = useSocialApi();
  const { user } = useSession();
  const formats = useFormats();
  // The whole lists, shared with the suggestions and referral pages; only their heads show here.
  const suggesters = useRemote(TOP_SUGGESTERS_KEY, (signal) => social.topSuggesters(signal));
  const referrers = useRemote(TOP_REFERRERS_KEY, (signal) => social.topReferrers(signal));
  const figure = (unit: 'suggestions' | 'referrals', count: number) =>
    t(`scoreboard.top.${unit}`, { count, formatted: formats.number(count) });
  return (
    <div className="leader-lists">
      <TopList
        title={t('scoreboard.top.suggesters')}
        state={topEntries(head(suggesters.remote), (s) => figure('suggestions', s.suggestionCount))}
        meId={user?.id ?? null}
        failed={t('scoreboard.top.suggestersFailed')}
        empty={t('scoreboard.top.suggestersEmpty')}
        onRetry={suggesters.reload}
        className="sb-card"
      />
      <TopList
        title={t('scoreboard.top.referrers')}
        state={topEntries(head(referrers.remote), (r) => figure('referrals', r.referralCount))}
        meId={user?.id ?? null}
        failed={t('scoreboard.top.referrersFailed')}
        empty={t('scoreboard.top.referrersEmpty')}
        onRetry={referrers.reload}
        className="sb-card"
      />
    </div>
  );
}
