import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { ColorSwatch } from '../components/color-swatch';
import { WordChips } from '../components/word-chips';
import { useCategoriesText } from '../i18n/texts';

interface SavedVersionProps {
  latest: BankCategoryView | null;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/** After a conflicting save: the other editor's version to compare with, or the button that fetches it. */
export function SavedVersion({ latest, loading, failed, onLoad }: SavedVersionProps) {
  const { t } = useCategoriesText();
  if (latest === null)
    return (
      <div className="saved-version">
        {failed ? (
          <p className="saved-version__failed" role="alert">
            {t('errors.reloadFailed')}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={loading}
          onClick={onLoad}
        >
          {t('editor.conflictLoad')}
        </button>
      </div>
    );
  return (
    <section className="saved-version" aria-label={t('editor.conflictSaved')}>
      <p role="status">{t('editor.conflictLoaded')}</p>
      <p className="saved-version__name">
        <ColorSwatch
          color={latest.color}
          label={latest.color === null ? t('bank.colorAuto') : t('bank.colorOwn', { color: latest.color })}
        />
        <span>{latest.name}</span>
      </p>
      <WordChips
        words={latest.words}
        extraWord={latest.extraWord}
        extraLabel={t('bank.extra')}
        label={t('fields.words')}
      />
    </section>
  );
}
