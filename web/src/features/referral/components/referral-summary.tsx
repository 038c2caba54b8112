import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralStatsAnswer } from '../../../../../contracts/social.codec';
import { EmptyState } from '../../../components/page/view-states';
import { UserIcon } from '../../../components/ui/account-icons';
import { adFreeStatus } from '../model/ad-free';
import { formatShortDate } from '../model/short-date';

interface ReferralSummaryProps {
  stats: ReferralStatsAnswer;
  permanentlyAdFree: boolean;
}

/** What the invites have brought: friends joined, ad-free time, and who joined when. */
export function ReferralSummary({ stats, permanentlyAdFree }: ReferralSummaryProps) {
  const { t, i18n } = useTranslation();
  // The moment the view opened is "now" enough for a date counted in days.
  const [openedAt] = useState(() => Date.now());
  const shortDate = (value: string) => formatShortDate(value, i18n.language) ?? value;
  const adFree = adFreeStatus(permanentlyAdFree, stats.adFreeUntil, openedAt);
  const adFreeText =
    adFree.kind === 'permanent'
      ? t('social.referral.stats.permanent')
      : adFree.kind === 'until'
        ? t('social.referral.stats.adFreeUntil', {
            date: shortDate(adFree.until),
          })
        : t('social.referral.stats.adFreeNone');
  return (
    <section className="card card--stack social-card" aria-labelledby="referral-stats-title">
      <h2 id="referral-stats-title" className="card__title">
        {t('social.referral.stats.title')}
      </h2>
      <dl className="social-figures">
        <div className="social-figures__item">
          <dt>{t('social.referral.stats.count')}</dt>
          <dd>{new Intl.NumberFormat(i18n.language).format(stats.referralCount)}</dd>
        </div>
        <div className={`social-figures__item${adFree.kind === 'none' ? '' : ' social-figures__item--good'}`}>
          <dt>{t('social.referral.stats.adFree')}</dt>
          <dd className="social-figures__text">{adFreeText}</dd>
        </div>
      </dl>
      <h3 className="social-card__subtitle">{t('social.referral.referred.title')}</h3>
      {stats.referrals.length === 0 ? (
        <EmptyState compact>{t('social.referral.referred.empty')}</EmptyState>
      ) : (
        <ul className="people">
          {stats.referrals.map((friend) => (
            <li key={`${friend.username}:${friend.joinedAt}`} className="people__row">
              <span className="people__avatar" aria-hidden="true">
                <UserIcon width={18} height={18} />
              </span>
              <span className="people__who">
                <span className="people__name">{friend.username}</span>
                <span className="people__detail">
                  {t('social.referral.referred.joined', { date: shortDate(friend.joinedAt) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
