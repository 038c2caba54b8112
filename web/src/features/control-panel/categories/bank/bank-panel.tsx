import { useEffect, useRef, useState } from 'react';
import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { PlusIcon } from '../../../../components/ui/icons';
import { useRemote } from '../../../../lib/use-remote';
import { useCategoriesApi } from '../api/use-categories-api';
import { useCategoriesText } from '../i18n/texts';
import { BankList } from './bank-list';
import { BankSearch } from './bank-search';
import { CategoryEditorModal } from './category-editor-modal';
import { DeleteCategoryModal } from './delete-category-modal';
import { ImportModal } from './import-modal';
import { useBankQuery } from './use-bank-query';
import './bank.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: BankCategoryView }
  | { kind: 'delete'; category: BankCategoryView }
  | { kind: 'import' };

/** The categories bank: search as you type, pages of 20, and create, edit, delete and bulk import. */
export function BankPanel() {
  const { t } = useCategoriesText();
  const api = useCategoriesApi();
  const { query, typed, setTyped, goToPage, pending } = useBankQuery();
  const bank = useRemote(
    ['bank', 'search', query.q, query.page],
    (signal) => api.bank(query, signal),
    'Bank unavailable',
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a delete the row and its button are gone: the focus goes to the list's heading, not to the top
  // of the page. In an effect, so it comes after the closing dialog has given the focus back.
  const focusHeadingNext = useRef(false);
  useEffect(() => {
    if (!focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    heading.current?.focus();
  });

  function done(message: string) {
    setDialog(null);
    setNotice(message);
    bank.reload();
  }

  /** The category as saved now, after an edit met someone else's. */
  async function latestOf(category: BankCategoryView): Promise<BankCategoryView | null> {
    return (await api.one(category.id)).category;
  }

  const total = bank.remote.kind === 'ready' ? bank.remote.value.total : null;
  return (
    <section className="card card--stack categories-panel" aria-labelledby="bank-title">
      <div className="split-row categories-panel__head">
        <div className="categories-panel__heading">
          <h2 id="bank-title" ref={heading} tabIndex={-1} className="card__title">
            {t('bank.title')}
          </h2>
          {total !== null ? <p className="badge">{t('bank.count', { count: total })}</p> : null}
        </div>
        <div className="categories-panel__actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setDialog({ kind: 'create' })}
          >
            <PlusIcon width={18} height={18} />
            {t('bank.add')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setDialog({ kind: 'import' })}
          >
            {t('bank.import')}
          </button>
        </div>
      </div>
      <p className="categories-panel__intro">{t('bank.intro')}</p>
      <BankSearch
        value={typed}
        onChange={setTyped}
        busy={pending || (bank.remote.kind === 'ready' && bank.remote.refreshing)}
      />
      <FormAlert tone="success" message={notice} />
      <BankList
        remote={bank.remote}
        query={query.q}
        onRetry={bank.reload}
        onPage={(page) => {
          goToPage(page);
          // A new page starts at its top, not where the pager was at the bottom of the old one.
          heading.current?.scrollIntoView({ block: 'start' });
        }}
        onEdit={(category) => setDialog({ kind: 'edit', category })}
        onDelete={(category) => setDialog({ kind: 'delete', category })}
      />
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <CategoryEditorModal
          category={dialog.kind === 'edit' ? dialog.category : null}
          latestOf={latestOf}
          onClose={() => setDialog(null)}
          onSaved={(saved, created) => done(t(created ? 'bank.created' : 'bank.saved', { name: saved.name }))}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCategoryModal
          category={dialog.category}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            done(t('bank.deleted', { name: dialog.category.name }));
            focusHeadingNext.current = true;
          }}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportModal
          onClose={() => setDialog(null)}
          onImported={(count) => done(t('bank.imported', { count }))}
        />
      ) : null}
    </section>
  );
}
