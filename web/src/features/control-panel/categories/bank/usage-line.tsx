import { useId, useState } from 'react';
import type { CategoryAppearance } from '../../../../../../contracts/category-bank.codec';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { useCategoriesText } from '../i18n/texts';
import { percent, shortDate, usageSummary } from '../model/usage';

/** "Used on 3 dates, last 12.11.2026 · 64 % solved", and on request every date with its figures. */
export function UsageLine({ usedIn }: { usedIn: readonly CategoryAppearance[] }) {
  const { t, language } = useCategoriesText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const summary = usageSummary(usedIn);
  if (summary === null) return <p className="usage usage--never">{t('usage.never')}</p>;

  const solved = (rate: number | null) =>
    rate === null ? null : t('usage.solved', { percent: percent(rate, language) });
  const lastSolved = solved(summary.last.solveRate);
  return (
    <div className="usage">
      <p>
        {t('usage.summary', { count: summary.count, date: shortDate(summary.last.date, language) })}
        {lastSolved !== null ? `, ${lastSolved}` : null}
      </p>
      <button
        type="button"
        className="link-button usage__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <ChevronRightIcon width={16} height={16} className="usage__chevron" />
        {open ? t('usage.hide') : t('usage.show')}
      </button>
      <ul id={listId} className="usage__dates" hidden={!open}>
        {usedIn.map((appearance) => (
          <li key={appearance.date} className="usage__date">
            <span className="usage__day">{shortDate(appearance.date, language)}</span>
            <span>
              {appearance.players === 0
                ? t('usage.noPlayers')
                : t('usage.players', { count: appearance.players })}
            </span>
            {appearance.solveRate !== null && appearance.players > 0 ? (
              <span>{solved(appearance.solveRate)}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
