import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { BulbIcon } from '../../../../components/ui/icons';
import { ColorSwatch } from '../components/color-swatch';
import { WordChips } from '../components/word-chips';
import { useCategoriesText } from '../i18n/texts';
import { UsageLine } from './usage-line';

interface BankRowProps {
  category: BankCategoryView;
  onEdit: () => void;
  onDelete: () => void;
}

/** One bank category: name and colour, words, who wrote it and where it came from, where it was used. */
export function BankRow({ category, onEdit, onDelete }: BankRowProps) {
  const { t } = useCategoriesText();
  const { name } = category;
  return (
    <li className="bank-row">
      <div className="bank-row__head">
        <ColorSwatch
          color={category.color}
          label={
            category.color === null ? t('bank.colorAuto') : t('bank.colorOwn', { color: category.color })
          }
        />
        <h3 className="bank-row__name">{name}</h3>
        <span className={`source-badge source-badge--${category.source}`}>
          {category.source === 'suggestion' ? <BulbIcon width={14} height={14} /> : null}
          {t(`bank.source.${category.source}`)}
        </span>
      </div>
      {category.createdBy !== '' ? (
        <p className="bank-row__author">{t('bank.author', { author: category.createdBy })}</p>
      ) : null}
      <WordChips
        words={category.words}
        extraWord={category.extraWord}
        extraLabel={t('bank.extra')}
        label={t('fields.words')}
      />
      <UsageLine usedIn={category.usedIn} />
      <div className="bank-row__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={t('bank.editNamed', { name })}
          onClick={onEdit}
        >
          {t('bank.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small bank-row__delete"
          aria-label={t('bank.deleteNamed', { name })}
          onClick={onDelete}
        >
          {t('bank.delete')}
        </button>
      </div>
    </li>
  );
}
