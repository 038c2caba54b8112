import { expect } from 'chai';
import type { RecalculationProgress } from '../../../../contracts/manage-scores.codec';
import {
  durationParts,
  elapsedMs,
  INITIAL_RECALCULATION,
  phaseShare,
  reduceRecalculation,
  type RecalculationAction,
  type RecalculationState,
} from '../../../../web/src/features/control-panel/scores/model/recalculation-state';
import { createScoresFormats } from '../../../../web/src/features/control-panel/scores/model/scores-formats';

const job = (over: Partial<RecalculationProgress> = {}): RecalculationProgress => ({
  jobId: 'j1',
  state: 'running',
  phase: 'standings',
  done: 3,
  total: 12,
  startedAt: '2026-11-24T10:00:00.000Z',
  startedBy: 'admin',
  finishedAt: null,
  error: null,
  result: null,
  ...over,
});

const run = (...actions: RecalculationAction[]): RecalculationState =>
  actions.reduce(reduceRecalculation, INITIAL_RECALCULATION);

describe('Web | Control panel | scores: the recalculation card', () => {
  it('given the tab opening on a running job then it is shown, followed, and said to be already running', () => {
    const state = run({ type: 'loaded', job: job() });
    expect(state).to.include({ load: 'ready', connection: 'connecting', joined: true });
  });

  it('given the tab opening on a finished job then it is shown as the last run, nothing followed', () => {
    const state = run({ type: 'loaded', job: job({ state: 'complete', phase: 'done' }) });
    expect(state).to.include({ connection: 'idle', joined: false });
    expect(state.job?.state).to.equal('complete');
  });

  it('given a start then its events move the progress on, and the final one ends the following', () => {
    const live = run(
      { type: 'loaded', job: null },
      { type: 'starting' },
      { type: 'event', job: job({ done: 5 }) },
    );
    expect(live).to.include({ connection: 'live', joined: false });
    expect(live.job?.done).to.equal(5);
    const done = reduceRecalculation(live, {
      type: 'event',
      job: job({ state: 'complete', phase: 'done', done: 12 }),
    });
    expect(done.connection).to.equal('idle');
  });

  it('given a start refused because one runs then that one is followed instead, and said so', () => {
    const other = job({ jobId: 'j0', startedBy: 'Mirja_K' });
    const state = run({ type: 'loaded', job: null }, { type: 'starting' }, { type: 'joined', job: other });
    expect(state).to.include({ connection: 'connecting', joined: true, startError: null });
    expect(state.job?.startedBy).to.equal('Mirja_K');
  });

  it('given a start refused otherwise then the error is kept and nothing is followed', () => {
    const error = new Error('forbidden');
    const state = run({ type: 'loaded', job: null }, { type: 'starting' }, { type: 'startRefused', error });
    expect(state).to.include({ connection: 'idle', startError: error });
  });

  it('given a broken stream while the job runs then it reconnects; given up, it says so', () => {
    const live = run({ type: 'loaded', job: job() }, { type: 'event', job: job() });
    expect(reduceRecalculation(live, { type: 'reconnecting' }).connection).to.equal('reconnecting');
    expect(reduceRecalculation(live, { type: 'lost' }).connection).to.equal('lost');
  });

  it('given a late event of an older job then the newer job stays on screen', () => {
    const newer = job({ jobId: 'j2', startedAt: '2026-11-24T11:00:00.000Z' });
    const state = run(
      { type: 'loaded', job: null },
      { type: 'event', job: newer },
      { type: 'event', job: job() },
    );
    expect(state.job?.jobId).to.equal('j2');
  });

  it('given a phase then its share is its counts; unknown size: none; done: all', () => {
    expect(phaseShare(job({ done: 3, total: 12 }))).to.equal(0.25);
    expect(phaseShare(job({ phase: 'starting', done: 0, total: 0 }))).to.equal(null);
    expect(phaseShare(job({ phase: 'done', done: 0, total: 0 }))).to.equal(1);
  });

  it('given a running job then its time runs to now; a completed one tells its own; a failed one to its end', () => {
    const now = Date.parse('2026-11-24T10:01:05.000Z');
    expect(elapsedMs(job(), now)).to.equal(65_000);
    expect(
      elapsedMs(
        job({ state: 'complete', result: { players: 1, removed: 0, podiumDates: 0, durationMs: 1234 } }),
        now,
      ),
    ).to.equal(1234);
    expect(elapsedMs(job({ state: 'error', finishedAt: '2026-11-24T10:00:09.000Z' }), now)).to.equal(9_000);
  });

  it('given a duration then it reads in the two largest units that matter', () => {
    expect(durationParts(3_725_000)).to.deep.equal({ hours: 1, minutes: 2, seconds: 5 });
    const formats = createScoresFormats('en', {
      underSecond: 'under 1 s',
      hours: (n) => `${n} h`,
      minutes: (n) => `${n} min`,
      seconds: (n) => `${n} s`,
    });
    expect(formats.duration(400)).to.equal('under 1 s');
    expect(formats.duration(42_000)).to.equal('42 s');
    expect(formats.duration(245_000)).to.equal('4 min 5 s');
    expect(formats.duration(3_725_000)).to.equal('1 h 2 min');
  });
});
