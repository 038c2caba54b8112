import { Link } from 'react-router';
import { BankPanel } from './bank/bank-panel';
import { useCategoriesText } from './i18n/texts';
import { SuggestionsReview } from './review/suggestions-review';
import './components/categories.css';

const SUBTABS = ['bank', 'suggestions'] as const;
type Subtab = (typeof SUBTABS)[number];

const subtabPath = (subtab: Subtab) => `/control-panel/categories/${subtab}`;

/**
 * The control panel's categories tab (DESIGN 11): the bank of ready-made categories (the default) and the
 * review of players' suggestions, each at its own address so a reload or a shared link keeps the view.
 */
export function CategoriesTab({ subtab }: { subtab: string | undefined }) {
  const { t } = useCategoriesText();
  const current: Subtab = subtab === 'suggestions' ? 'suggestions' : 'bank';
  return (
    <div className="categories-tab">
      <nav aria-label={t('views.label')}>
        <ul className="segmented">
          {SUBTABS.map((id) => (
            <li key={id}>
              <Link
                to={subtabPath(id)}
                className="segmented__option"
                aria-current={id === current ? 'page' : undefined}
              >
                {t(`views.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'bank' ? <BankPanel /> : <SuggestionsReview />}
    </div>
  );
}
