import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../../../../components/ui/icons';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { useInstance } from '../../../../lib/instance-context';
import { useShare } from '../../../../lib/use-share';
import {
  emojiRows,
  HEADLINE_SEPARATOR,
  shareHeadline,
  shareSummary,
  shareText,
  siteLink,
} from '../../model/share-text';
import './share-panel.css';

/**
 * The shareable result as it will be sent (headline, a row per guess, the link), read out in words, and
 * the button that sends it: the share sheet where there is one, else a copy to the clipboard.
 */
export function SharePanel({ result }: { result: GameResult }) {
  const { t, i18n } = useTranslation();
  const { basename } = useInstance();
  const { outcome, share } = useShare();
  const label = outcome === 'idle' ? t('game.share.button') : t(`game.share.${outcome}`);
  const link = siteLink(window.location.origin, basename);
  return (
    <section className="share-panel card" aria-label={t('game.share.preview')}>
      <div className="share-panel__preview">
        <p className="share-panel__headline">
          {/* A narrow screen breaks between the parts, after a dot, never inside "2 mistakes". */}
          {shareHeadline(result, t, i18n.language)
            .split(HEADLINE_SEPARATOR)
            .map((part, i, parts) => (
              <Fragment key={i}>
                <span className="share-panel__part">{i < parts.length - 1 ? `${part} ·` : part}</span>{' '}
              </Fragment>
            ))}
        </p>
        <p className="share-panel__rows" aria-hidden="true">
          {emojiRows(result).map((row, i) => (
            <span key={i}>{row}</span>
          ))}
        </p>
        <p className="visually-hidden">{shareSummary(result, t)}</p>
        <p className="share-panel__link">{link}</p>
      </div>
      <button
        type="button"
        className={`button button--primary share-panel__button share-panel__button--${outcome}`}
        onClick={() => {
          const text = shareText(result, t, i18n.language, link);
          void share({ text }, text);
        }}
      >
        <ShareIcon width={18} height={18} />
        <span aria-live="polite">{label}</span>
      </button>
    </section>
  );
}
