import type { CategoryOfDateRow } from '../../../../../../contracts/manage-statistics.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import type { DifficultyBand } from '../../../../../../domain/standings/difficulty-gauge';
import { isApiError } from '../../../../lib/api';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { CategoryShape } from '../../../game/components/category-shape';
import { toneProps } from '../../../game/components/category-tone';
import { categoryLook } from '../../../game/model/category-look';
import { useStatisticsApi } from '../api/use-statistics-api';
import { useErrorText } from '../components/use-error-text';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';
import { shareOf } from '../model/day-steps';
import '../../../game/components/category.css';

const DIFFICULTY_STEPS = [1, 2, 3, 4, 5] as const;
/**
 * The domain's bands in order (DIFFICULTY_BANDS), named here as a type only: importing the module would
 * split it out of the game's chunk into one more download for every player.
 */
const BANDS = ['veryEasy', 'easy', 'medium', 'hard', 'veryHard'] as const satisfies readonly DifficultyBand[];

/** A date's five categories, easiest first: who solved each (a bar and the counts) and how hard it was. */
export function CategoriesOfDate({ date }: { date: string }) {
  const { t } = useStatisticsText();
  const api = useStatisticsApi();
  const errorText = useErrorText();
  const { remote, reload } = useRemote(
    ['statistics', 'categories', date],
    (signal) => api.categoriesOf(date, signal),
    'Categories read failed',
  );
  const shown = currentOnly(remote);
  if (shown.kind === 'loading') return <LoadingState compact />;
  if (shown.kind === 'failed')
    return isApiError(shown.error, 'GAME_NOT_FOUND') ? (
      <EmptyState compact>{t('puzzles.noGame')}</EmptyState>
    ) : (
      <ErrorState compact message={errorText(shown.error, 'loadFailed')} onRetry={reload} />
    );
  const { categories } = shown.value;
  const finished = categories[0]?.finished ?? 0;
  return (
    <>
      <p className="cp-stats__hint">
        {finished === 0 ? t('puzzles.nobodyFinished') : t('puzzles.finished', { count: finished })}
      </p>
      <ol className="cp-solves">
        {categories.map((category) => (
          <CategoryRow key={category.position} category={category} />
        ))}
      </ol>
    </>
  );
}

function CategoryRow({ category }: { category: CategoryOfDateRow }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  const look = categoryLook(category.position, category.color);
  const tone = toneProps(look);
  const share = shareOf(category.solved, category.finished);
  const difficulty = Math.min(5, Math.max(1, Math.round(category.difficulty)));
  return (
    <li className="cp-solve">
      <div className="cp-solve__head">
        <span className={`cp-solve__swatch ${tone.className}`} style={tone.style} aria-hidden="true">
          <CategoryShape shape={look.shape} size={12} />
        </span>
        <span className="cp-solve__name">
          <span className="visually-hidden">
            {t('puzzles.position', { position: category.position + 1 })}:{' '}
          </span>
          {category.name}
        </span>
        <span className="cp-solve__difficulty">
          <span className="cp-solve__dots" aria-hidden="true">
            {DIFFICULTY_STEPS.map((step) => (
              <span key={step} className={`cp-solve__dot${step <= difficulty ? ' is-on' : ''}`} />
            ))}
          </span>
          {t('puzzles.difficulty', {
            value: difficulty,
            band: t(`puzzles.bands.${BANDS[difficulty - 1] ?? 'medium'}`),
          })}
        </span>
      </div>
      <p className="cp-solve__words">{category.words.join(' · ')}</p>
      <div className="cp-solve__rate">
        <span className="cp-solve__track" aria-hidden="true">
          <span
            className={`cp-solve__fill ${tone.className}`}
            style={{ ...tone.style, width: `${share * 100}%` }}
          />
        </span>
        <span className="cp-solve__figure">
          {t('puzzles.solved', {
            share: formats.share(share),
            solved: formats.number(category.solved),
            finished: formats.number(category.finished),
          })}
        </span>
      </div>
    </li>
  );
}
