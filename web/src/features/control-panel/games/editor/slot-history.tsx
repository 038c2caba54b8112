import { useTranslation } from 'react-i18next';
import type { BankCategoryView, CategoryAppearance } from '../../../../../../contracts/category-bank.codec';
import { formatShortDate } from '../../../../lib/format-date';
import { useRemote } from '../../../../lib/use-remote';
import { useGamesApi } from '../api/use-games-api';

const SHOWN = 5;

/**
 * How players did when this bank category appeared before: the day, how many played, how many of them
 * solved it. Picked in this visit, the bank's copy is at hand; for a stored game it is read by its id.
 */
export function SlotHistory({ bankCategoryId, known }: { bankCategoryId: string; known?: BankCategoryView }) {
  const api = useGamesApi();
  const { remote } = useRemote(
    known === undefined ? ['bank', 'category', bankCategoryId] : null,
    (signal) => api.bankCategory(bankCategoryId, signal),
    'Bank history read failed',
  );
  const category = known ?? (remote.kind === 'ready' ? remote.value : null);
  if (category === null) return null;
  return <Appearances appearances={category.usedIn} />;
}

export function Appearances({ appearances }: { appearances: readonly CategoryAppearance[] }) {
  const { t, i18n } = useTranslation();
  if (appearances.length === 0)
    return <p className="cp-history cp-history--none">{t('controlPanel.games.bank.neverUsed')}</p>;
  return (
    <div className="cp-history">
      <p className="cp-history__title">
        {t('controlPanel.games.bank.usedBefore', { count: appearances.length })}
      </p>
      <ul className="cp-history__list">
        {appearances.slice(0, SHOWN).map((appearance) => (
          <li key={appearance.date}>
            <span className="cp-history__date">
              {formatShortDate(appearance.date, i18n.language) ?? appearance.date}
            </span>
            <span>
              {appearance.solveRate === null
                ? t('controlPanel.games.bank.notPlayed')
                : t('controlPanel.games.bank.solved', {
                    rate: appearance.solveRate,
                    count: appearance.players,
                  })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
