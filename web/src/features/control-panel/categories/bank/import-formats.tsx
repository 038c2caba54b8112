import { ChevronRightIcon } from '../../../../components/ui/icons';
import { useCategoriesText } from '../i18n/texts';

const CSV_EXAMPLE = `name;word;word;word;extra
Joints;knee;elbow;wrist;ankle
Citrus;lemon;lime;orange;grapefruit;#f2c14e`;

const JSON_EXAMPLE = `[
  { "name": "Joints", "words": ["knee", "elbow", "wrist"], "extraWord": "ankle" },
  { "name": "Citrus", "words": ["lemon", "lime", "orange"], "extraWord": "grapefruit", "color": "#f2c14e" }
]`;

/** The two accepted formats with an example each, folded away until asked for. */
export function ImportFormats() {
  const { t } = useCategoriesText();
  return (
    <details className="import-formats">
      <summary>
        <ChevronRightIcon width={16} height={16} className="import-formats__chevron" />
        {t('import.formats')}
      </summary>
      <p>{t('import.csvTitle')}</p>
      <pre className="import-formats__example">{CSV_EXAMPLE}</pre>
      <p className="field__hint">{t('import.csvNote')}</p>
      <p>{t('import.jsonTitle')}</p>
      <pre className="import-formats__example">{JSON_EXAMPLE}</pre>
    </details>
  );
}
