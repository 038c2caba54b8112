import { useEffect, useId, useRef } from 'react';
import {
  SORT_ORDERS,
  USER_FILTERS,
  USER_SORTS,
  type SortOrder,
  type UserFilter,
  type UserSort,
} from '../../../../../../contracts/manage-users.codec';
import { CloseIcon } from '../../../../components/ui/icons';
import { SearchIcon } from '../../games/shared/games-icons';
import { NameSearchInput } from '../../shell/name-search-input';
import { Select } from '../components/select';
import { useUsersText } from '../i18n/texts';
import {
  DEFAULT_INACTIVE_DAYS,
  INACTIVE_DAY_CHOICES,
  isSearchTooShort,
  type UsersListState,
} from '../model/list-query';

interface ListToolbarProps {
  state: UsersListState;
  typed: string;
  onType: (value: string) => void;
  busy: boolean;
  onChange: (change: Partial<UsersListState>) => void;
}

/** Search, the filter chips (and the inactive users' days) and the order of the list. */
export function ListToolbar({ state, typed, onType, busy, onChange }: ListToolbarProps) {
  const inactive = state.inactiveDays !== null;
  return (
    <div className="users-toolbar">
      <FilterChips state={state} onChange={onChange} />
      {inactive ? (
        <InactiveDays days={state.inactiveDays ?? DEFAULT_INACTIVE_DAYS} onChange={onChange} />
      ) : (
        <div className="users-toolbar__row">
          <SearchField value={typed} onChange={onType} busy={busy} />
          <SortSelect sort={state.sort} order={state.order} onChange={onChange} />
        </div>
      )}
    </div>
  );
}

function SearchField({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useUsersText();
  const id = useId();
  const tooShort = isSearchTooShort(value);
  return (
    <div className="field users-search" role="search">
      <label htmlFor={id} className="field__label">
        {t('list.search')}
      </label>
      <div className="field__control users-search__control">
        <SearchIcon width={18} height={18} className="users-search__icon" />
        <NameSearchInput
          id={id}
          className="users-search__input"
          value={value}
          enterKeyHint="search"
          onChange={onChange}
        />
        {busy ? <span className="spinner users-search__spinner" aria-hidden="true" /> : null}
        {value !== '' && !busy ? (
          <button
            type="button"
            className="users-search__clear"
            aria-label={t('list.clearSearch')}
            onClick={() => onChange('')}
          >
            <CloseIcon width={18} height={18} />
          </button>
        ) : null}
      </div>
      <p
        id={`${id}-hint`}
        className={`field__hint${tooShort ? ' users-search__hint--short' : ''}`}
        aria-live="polite"
      >
        {busy ? t('list.searching') : tooShort ? t('list.searchTooShort') : t('list.searchHint')}
      </p>
    </div>
  );
}

type SortValue = `${UserSort}.${SortOrder}`;
/** Each field's useful direction first: newest, A–Z, recently played, most games. */
const SORT_CHOICES: readonly SortValue[] = USER_SORTS.flatMap((sort) =>
  (sort === 'username' ? SORT_ORDERS : [...SORT_ORDERS].reverse()).map(
    (order): SortValue => `${sort}.${order}`,
  ),
);

function SortSelect({
  sort,
  order,
  onChange,
}: {
  sort: UserSort;
  order: SortOrder;
  onChange: (change: Partial<UsersListState>) => void;
}) {
  const { t } = useUsersText();
  const id = useId();
  return (
    <div className="field users-sort">
      <label htmlFor={id} className="field__label">
        {t('list.sort')}
      </label>
      <Select
        id={id}
        value={`${sort}.${order}`}
        onChange={(event) => {
          const [nextSort, nextOrder] = event.target.value.split('.') as [UserSort, SortOrder];
          onChange({ sort: nextSort, order: nextOrder });
        }}
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`list.sorts.${choice}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

type Chip = UserFilter | 'inactive';
const CHIPS: readonly Chip[] = [...USER_FILTERS, 'inactive'];

function FilterChips({
  state,
  onChange,
}: {
  state: UsersListState;
  onChange: (change: Partial<UsersListState>) => void;
}) {
  const { t } = useUsersText();
  const current: Chip = state.inactiveDays !== null ? 'inactive' : state.filter;
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls: the chosen chip is brought into sight (a reload on "inactive", the back button).
  useEffect(() => {
    const container = row.current;
    const chip = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chip || container.scrollWidth <= container.clientWidth) return;
    const start = chip.offsetLeft - container.offsetLeft;
    const end = start + chip.offsetWidth;
    if (start < container.scrollLeft || end > container.scrollLeft + container.clientWidth)
      container.scrollLeft = Math.max(0, end - container.clientWidth + 16);
  }, [current]);
  return (
    <div ref={row} className="users-chips" role="group" aria-label={t('list.filter')}>
      <ul className="users-chips__list">
        {CHIPS.map((chip) => (
          <li key={chip}>
            <button
              type="button"
              className="users-chip"
              aria-pressed={chip === current}
              onClick={() =>
                onChange(
                  chip === 'inactive'
                    ? { filter: 'all', inactiveDays: state.inactiveDays ?? DEFAULT_INACTIVE_DAYS }
                    : { filter: chip, inactiveDays: null },
                )
              }
            >
              {t(`list.filters.${chip}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function InactiveDays({
  days,
  onChange,
}: {
  days: number;
  onChange: (change: Partial<UsersListState>) => void;
}) {
  const { t } = useUsersText();
  const id = useId();
  const choices = (INACTIVE_DAY_CHOICES as readonly number[]).includes(days)
    ? INACTIVE_DAY_CHOICES
    : [...INACTIVE_DAY_CHOICES, days].sort((a, b) => a - b);
  return (
    <div className="users-inactive">
      <div className="field users-sort">
        <label htmlFor={id} className="field__label">
          {t('list.inactiveDays')}
        </label>
        <Select
          id={id}
          value={days}
          onChange={(event) => onChange({ inactiveDays: Number(event.target.value) })}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t('list.dayChoice', { count: choice })}
            </option>
          ))}
        </Select>
      </div>
      <p className="users-inactive__note">{t('list.inactiveNote', { count: days })}</p>
    </div>
  );
}
