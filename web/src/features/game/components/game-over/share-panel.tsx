import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../../../../components/ui/icons';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { useShare } from '../../../../lib/use-share';
import { emojiRows, shareHeadline, shareSummary, shareText } from '../../model/share-text';

/** The shareable result as it will be sent, read out in words, and the button that sends it. */
export function SharePanel({ result }: { result: GameResult }) {
  const { t, i18n } = useTranslation();
  const { outcome, share } = useShare();
  const label = outcome === 'idle' ? t('game.share.button') : t(`game.share.${outcome}`);
  return (
    <section className="share-panel card" aria-label={t('game.share.preview')}>
      <div className="share-panel__preview">
        <p className="share-panel__headline">{shareHeadline(result, t, i18n.language)}</p>
        <p className="share-panel__rows" aria-hidden="true">
          {emojiRows(result).map((row, i) => (
            <span key={i}>{row}</span>
          ))}
        </p>
        <p className="visually-hidden">{shareSummary(result, t)}</p>
      </div>
      <button
        type="button"
        className={`button button--primary share-panel__button share-panel__button--${outcome}`}
        onClick={() => {
          const text = shareText(result, t, i18n.language);
          void share({ text }, text);
        }}
      >
        <ShareIcon width={18} height={18} />
        <span aria-live="polite">{label}</span>
      </button>
    </section>
  );
}
