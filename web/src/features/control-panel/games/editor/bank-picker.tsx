import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { Modal } from '../../../../components/ui/modal';
import { useRemote } from '../../../../lib/use-remote';
import { useGamesApi } from '../api/use-games-api';
import { Appearances } from './slot-history';

/** Typing pauses this long before the search goes out, so a word typed is one request, not one per key. */
const SEARCH_DELAY_MS = 250;
const MIN_QUERY = 2;

interface BankPickerProps {
  slotNumber: number;
  onPick: (category: BankCategoryView) => void;
  onClose: () => void;
}

/**
 * Search-as-you-type over the categories bank (GET /categories/search, names and words, case and accents
 * ignored). Approved player suggestions are in the bank too, with their author.
 */
export function BankPicker({ slotNumber, onPick, onClose }: BankPickerProps) {
  const { t } = useTranslation();
  const api = useGamesApi();
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const { remote, reload } = useRemote(
    query.length >= MIN_QUERY ? ['bank', 'picker', query] : null,
    (signal) => api.searchCategories(query, signal),
    'Bank search failed',
  );

  return (
    // The dialog opens for the search: typing starts at once, in the field.
    <Modal
      title={t('controlPanel.games.bank.title', { number: slotNumber })}
      onClose={onClose}
      initialFocus={input}
    >
      <div className="cp-picker">
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t('controlPanel.games.bank.search')}
          </label>
          <input
            id={inputId}
            type="search"
            className="field__input"
            value={text}
            ref={input}
            autoComplete="off"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${inputId}-hint`} className="field__hint">
            {t('controlPanel.games.bank.searchHint')}
          </p>
        </div>
        <div aria-live="polite">
          {query.length < MIN_QUERY ? null : remote.kind === 'loading' ? (
            <LoadingState compact />
          ) : remote.kind === 'failed' ? (
            <ErrorState compact message={t('controlPanel.games.bank.failed')} onRetry={reload} />
          ) : remote.value.length === 0 ? (
            <EmptyState compact>{t('controlPanel.games.bank.none', { query })}</EmptyState>
          ) : (
            <>
              <p className="visually-hidden">
                {t('controlPanel.games.bank.found', { count: remote.value.length })}
              </p>
              <ul className="cp-picker__results">
                {remote.value.map((category) => (
                  <li key={category.id} className="cp-picker__item">
                    <div className="cp-picker__text">
                      <p className="cp-picker__name">{category.name}</p>
                      <p className="cp-picker__words">
                        {category.words.join(', ')} ·{' '}
                        {t('controlPanel.games.bank.extra', { word: category.extraWord })}
                      </p>
                      <p className="cp-picker__author">
                        {category.source === 'suggestion'
                          ? t('controlPanel.games.bank.fromSuggestion', { author: category.createdBy })
                          : t('controlPanel.games.bank.fromBank', { author: category.createdBy })}
                      </p>
                      <Appearances appearances={category.usedIn} />
                    </div>
                    <button
                      type="button"
                      className="button button--primary button--small"
                      aria-label={t('controlPanel.games.bank.useNamed', { name: category.name })}
                      onClick={() => onPick(category)}
                    >
                      {t('controlPanel.games.bank.use')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
