import type { BankCategoriesAnswer, BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { EmptyState, RemoteView } from '../../../../components/page/view-states';
import type { Remote } from '../../../../lib/use-remote';
import { Pager } from '../../shell/pager';
import { useCategoriesText } from '../i18n/texts';
import { BankRow } from './bank-row';

interface BankListProps {
  remote: Remote<BankCategoriesAnswer>;
  query: string;
  onRetry: () => void;
  onPage: (page: number) => void;
  onEdit: (category: BankCategoryView) => void;
  onDelete: (category: BankCategoryView) => void;
}

/** One page of the bank; while the next page or search loads, the old one stays, dimmed. */
export function BankList({ remote, query, onRetry, onPage, onEdit, onDelete }: BankListProps) {
  const { t } = useCategoriesText();
  return (
    <RemoteView remote={remote} failed={t('bank.loadFailed')} onRetry={onRetry}>
      {(answer, refreshing) =>
        answer.categories.length === 0 ? (
          <EmptyState>{query.trim() === '' ? t('bank.empty') : t('bank.noMatch', { query })}</EmptyState>
        ) : (
          <>
            <ul
              className="bank-list"
              aria-label={t('bank.list')}
              aria-busy={refreshing}
              data-refreshing={refreshing || undefined}
            >
              {answer.categories.map((category) => (
                <BankRow
                  key={category.id}
                  category={category}
                  onEdit={() => onEdit(category)}
                  onDelete={() => onDelete(category)}
                />
              ))}
            </ul>
            <Pager page={answer.currentPage} pages={answer.pages} onChange={onPage} busy={refreshing} />
          </>
        )
      }
    </RemoteView>
  );
}
