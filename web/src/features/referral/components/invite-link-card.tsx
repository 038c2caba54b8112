import { useTranslation } from 'react-i18next';
import { CheckIcon, ShareIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmission } from '../../../components/form/use-submission';
import { GiftIcon } from '../../../components/ui/account-icons';
import { useSocialApi } from '../../../lib/use-social-api';
import { useInstance } from '../../../lib/instance-context';
import { canShare, useShare } from '../../../lib/use-share';
import { inviteLink } from '../model/invite-link';

/** The player's code and invite link, with copy and share; without a code yet, the button that makes one. */
export function InviteLinkCard({
  code,
  onGenerated,
}: {
  code: string | null;
  onGenerated: (code: string) => void;
}) {
  const { t } = useTranslation();
  const social = useSocialApi();
  const { basename } = useInstance();
  const { outcome, copy, share } = useShare();
  const { submitting: generating, failure, run } = useSubmission('social.errors.generateFailed');

  const generate = () => run(async () => onGenerated(await social.generateReferralCode()));

  const link = code === null ? null : inviteLink(window.location.origin, basename, code);
  return (
    <section className="card card--stack social-card invite" aria-labelledby="invite-title">
      <h2 id="invite-title" className="card__title">
        <GiftIcon className="social-card__icon" />
        {t('social.referral.link.title')}
      </h2>
      {link === null ? (
        <>
          <p className="social-card__text">{t('social.referral.link.none')}</p>
          <FormAlert message={failure} />
          <button
            type="button"
            className="button button--primary"
            disabled={generating}
            onClick={() => void generate()}
          >
            {generating ? t('social.referral.link.generating') : t('social.referral.link.generate')}
          </button>
        </>
      ) : (
        <>
          <dl className="invite__details">
            <div className="invite__detail">
              <dt>{t('social.referral.link.code')}</dt>
              <dd className="invite__code">{code}</dd>
            </div>
            <div className="invite__detail">
              <dt>{t('social.referral.link.url')}</dt>
              <dd className="invite__url">{link}</dd>
            </div>
          </dl>
          <div className="invite__actions">
            <button
              type="button"
              className={`button button--primary invite__copy invite__copy--${outcome}`}
              onClick={() => void copy(link)}
            >
              {outcome === 'copied' ? <CheckIcon width={18} height={18} /> : null}
              <span aria-live="polite">
                {outcome === 'idle'
                  ? t('social.referral.link.copy')
                  : outcome === 'copied'
                    ? t('social.referral.link.copied')
                    : t('social.referral.link.copyFailed')}
              </span>
            </button>
            {canShare() ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void share({ text: t('social.referral.link.shareText'), url: link })}
              >
                <ShareIcon width={18} height={18} />
                {t('social.referral.link.share')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
