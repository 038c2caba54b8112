import { expect } from 'chai';
import type { ManagedGameView } from '../../../contracts/manage-games.codec';
import { puzzleProblems } from '../../../domain/puzzles/puzzle-check';
import { puzzleWarnings } from '../../../domain/puzzles/puzzle-warnings';
import {
  monthWeeks,
  movedDate,
  dayState,
} from '../../../web/src/features/control-panel/games/editor/calendar-model';
import {
  mergeProblems,
  recentUseOf,
  serverProblemsOf,
  slotOfField,
} from '../../../web/src/features/control-panel/games/editor/editor-checks';
import {
  createRequestOf,
  draftOf,
  emptyDraft,
  puzzleOf,
  updateRequestOf,
  withWord,
} from '../../../web/src/features/control-panel/games/editor/editor-model';
import { previewLayout } from '../../../web/src/features/control-panel/games/preview/preview-layout';
import { ApiError } from '../../../web/src/lib/api/errors';

const filled = (() => {
  let draft = emptyDraft('2026-12-01');
  draft = {
    ...draft,
    categories: draft.categories.map((slot, i) => ({
      ...slot,
      name: `Group ${i}`,
      words: [`a${i}`, `b${i}`, `c${i}`],
      extraWord: `x${i}`,
    })),
  };
  return draft;
})();

const stored = (overrides: Partial<ManagedGameView> = {}): ManagedGameView => ({
  _id: 'g1',
  date: '2026-12-01',
  title: null,
  status: 'upcoming',
  published: true,
  version: 2,
  gridLayout: [
    ['a0', 'b1', 'c2'],
    ['a3', 'b4', 'c0'],
    ['a1', 'b2', 'c3'],
    ['a4', 'b0', 'c1'],
    ['a2', 'b3', 'c4'],
  ],
  categories: filled.categories.map((slot, position) => ({
    name: slot.name,
    position,
    words: [...slot.words],
    extraWord: slot.extraWord,
    color: slot.color,
    createdBy: 'editor',
    bankCategoryId: null,
  })),
  locked: false,
  playerCount: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('Web | Control panel | game editor model', () => {
  it('given a new draft then five empty slots in the default colours, and the domain finds every empty field', () => {
    const draft = emptyDraft('2026-12-01');
    expect(draft.categories.map((slot) => slot.color)).to.deep.equal([
      '#f2c14e',
      '#7bc47f',
      '#5fa8e8',
      '#b48ee0',
      '#ef8a5b',
    ]);
    const problems = puzzleProblems(puzzleOf(draft));
    expect(problems.filter((problem) => problem.code === 'WORD_REQUIRED')).to.have.length(20);
    expect(slotOfField('categories.2.words.1')).to.equal(2);
    expect(slotOfField('title')).to.equal(null);
  });

  it('given a filled draft then the requests carry it as typed, an empty title as null', () => {
    expect(puzzleProblems(puzzleOf(filled))).to.deep.equal([]);
    const create = createRequestOf(filled, true);
    expect(create).to.include({ date: '2026-12-01', title: null, publish: true });
    expect(create.categories[0]).to.deep.equal({
      name: 'Group 0',
      words: ['a0', 'b0', 'c0'],
      extraWord: 'x0',
      color: '#f2c14e',
      bankCategoryId: null,
    });
    expect(updateRequestOf({ ...filled, title: 'Hi' }, 7)).to.include({ title: 'Hi', version: 7 });
  });

  it('given a stored game then the draft is its categories in position order', () => {
    const game = stored();
    const shuffled = { ...game, categories: [...game.categories].reverse() };
    expect(draftOf(shuffled).categories.map((slot) => slot.name)).to.deep.equal(
      filled.categories.map((s) => s.name),
    );
  });

  it('given a refused save then its problems are read; a conflict or a network failure is no list of problems', () => {
    const problems = [
      { field: 'categories.0.name', code: 'CATEGORY_NAME_REQUIRED', message: 'Name the category' },
    ];
    const refused = new ApiError({
      status: 400,
      code: 'GAME_NOT_PUBLISHABLE',
      message: 'x',
      details: { problems },
    });
    expect(serverProblemsOf(refused)).to.deep.equal(problems);
    expect(
      serverProblemsOf(new ApiError({ status: 409, code: 'GAME_VERSION_CONFLICT', message: 'x' })),
    ).to.equal(null);
    expect(mergeProblems(problems as never, problems as never)).to.have.length(1);
  });

  it('given recent use from the server then the warnings find a reused word and a reused name', () => {
    const recent = recentUseOf({
      date: '2026-12-01',
      words: [{ word: 'A0', dates: ['2026-11-20'] }],
      names: [{ name: 'group 1', dates: ['2026-11-02', '2026-11-25'] }],
    });
    const warnings = puzzleWarnings(filled.categories, recent);
    expect(warnings).to.deep.include({
      kind: 'recentWord',
      field: 'categories.0.words.0',
      word: 'a0',
      dates: ['2026-11-20'],
    });
    expect(warnings).to.deep.include({
      kind: 'recentCategory',
      field: 'categories.1.name',
      name: 'Group 1',
      dates: ['2026-11-25', '2026-11-02'],
    });
  });
});

describe('Web | Control panel | preview grid', () => {
  it('given the stored words then the stored layout, final', () => {
    const game = stored();
    const layout = previewLayout(game, game.categories, 'g1');
    expect(layout).to.deep.equal({ rows: game.gridLayout, provisional: false });
  });

  it('given a changed word then it takes the cell of the word it replaced, provisionally', () => {
    const game = stored();
    const changed = withWord(filled, 2, 2, 'new');
    const layout = previewLayout(game, changed.categories, 'g1');
    expect(layout.provisional).to.equal(true);
    expect(layout.rows[0]).to.deep.equal(['a0', 'b1', 'new']);
  });

  it('given no stored layout then the same seed draws the same grid, and a changed word keeps its cell', () => {
    const first = previewLayout(null, filled.categories, 'new');
    const again = previewLayout(null, filled.categories, 'new');
    expect(first).to.deep.equal(again);
    expect(first.rows.flat()).to.have.length(15);
    const changed = previewLayout(null, withWord(filled, 0, 0, 'zz').categories, 'new');
    const cell = first.rows.flat().indexOf('a0');
    expect(changed.rows.flat()[cell]).to.equal('zz');
  });
});

describe('Web | Control panel | date calendar', () => {
  it('given a month then weeks from Monday, padded with empty days', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks[0]).to.deep.equal([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(
      weeks
        .at(-1)
        ?.filter((day) => day !== null)
        .at(-1),
    ).to.equal('2026-12-31');
  });

  it('given arrow and page keys then days, weeks and months, the day clamped to a shorter month', () => {
    expect(movedDate('2026-12-31', 'ArrowRight')).to.equal('2027-01-01');
    expect(movedDate('2026-12-03', 'ArrowUp')).to.equal('2026-11-26');
    expect(movedDate('2026-12-03', 'Home')).to.equal('2026-11-30');
    expect(movedDate('2027-01-31', 'PageDown')).to.equal('2027-02-28');
    expect(movedDate('2026-12-03', 'x')).to.equal(null);
  });

  it('given the facts then a day is the game own, taken, past, free or open', () => {
    const day = { date: '2026-12-05', gameId: 'g9', status: 'upcoming' as const, title: null };
    const facts = {
      today: '2026-12-02',
      games: new Map([[day.date, day]]),
      free: new Set(['2026-12-03']),
      ownGameId: 'g1',
    };
    expect(dayState('2026-12-05', facts).kind).to.equal('taken');
    expect(dayState('2026-12-05', { ...facts, ownGameId: 'g9' }).kind).to.equal('own');
    expect(dayState('2026-12-01', facts).kind).to.equal('past');
    expect(dayState('2026-12-03', facts).kind).to.equal('free');
    expect(dayState('2027-03-01', facts).kind).to.equal('open');
  });
});
