import { useTranslation } from 'react-i18next';
import type { ReferralStatsAnswer } from '../../../../../contracts/social.codec';
import { REFERRAL_AD_FREE_DAYS } from '../../../../../domain/constants/accounts.constants';
import { Page } from '../../../components/page/page';
import { ErrorState, LoadingState } from '../../../components/page/view-states';
import { useSocialApi } from '../../../lib/use-social-api';
import { TopList, topEntries } from '../../../components/ui/top-list';
import { TOP_REFERRERS_KEY } from '../../../lib/shared-read-keys';
import { useRemote } from '../../../lib/use-remote';
import { useSession } from '../../auth/hooks/use-session';
import { ApplyCodeForm } from './apply-code-form';
import { InviteLinkCard } from './invite-link-card';
import { ReferralSummary } from './referral-summary';
import './social.css';

/** `/referral`: the player's invite link and what it has earned, a friend's code, and the top referrers. */
export function ReferralPage() {
  const { t } = useTranslation();
  const social = useSocialApi();
  const { user } = useSession();
  const stats = useRemote(
    ['social', 'referral-stats'],
    (signal) => social.referralStats(signal),
    'Referral stats unavailable',
  );
  const top = useRemote(
    TOP_REFERRERS_KEY,
    (signal) => social.topReferrers(signal),
    'Top referrers unavailable',
  );

  return (
    <Page title={t('social.referral.title')}>
      <p className="social-intro">{t('social.referral.intro', { days: REFERRAL_AD_FREE_DAYS })}</p>
      <div className="social-layout">
        <div className="social-layout__main">
          {stats.remote.kind === 'loading' ? (
            <div className="card card--stack social-card">
              <LoadingState minHeight="10rem" compact />
            </div>
          ) : stats.remote.kind === 'failed' ? (
            <ErrorState message={t('social.referral.loadFailed')} onRetry={stats.reload} compact />
          ) : (
            <ReadyStats
              stats={stats.remote.value}
              permanentlyAdFree={user?.isPermanentlyAdFree ?? false}
              replace={stats.replace}
            />
          )}
          <ApplyCodeForm onApplied={stats.reload} />
        </div>
        <div className="social-layout__side">
          <TopList
            title={t('social.referral.top.title')}
            state={topEntries(top.remote, (r) => t('social.referral.top.count', { count: r.referralCount }))}
            meId={user?.id ?? null}
            empty={t('social.referral.top.empty')}
            failed={t('social.referral.top.loadFailed')}
            onRetry={top.reload}
          />
        </div>
      </div>
    </Page>
  );
}

function ReadyStats({
  stats,
  permanentlyAdFree,
  replace,
}: {
  stats: ReferralStatsAnswer;
  permanentlyAdFree: boolean;
  replace: (stats: ReferralStatsAnswer) => void;
}) {
  return (
    <>
      <InviteLinkCard
        code={stats.referralCode}
        onGenerated={(referralCode) => replace({ ...stats, referralCode })}
      />
      <ReferralSummary stats={stats} permanentlyAdFree={permanentlyAdFree} />
    </>
  );
}
