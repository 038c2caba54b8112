import { expect } from 'chai';
import type { ManagedScoreView } from '../../../../contracts/manage-users.codec';
import { ApiError } from '../../../../web/src/lib/api';
import { en as scoresEn } from '../../../../web/src/features/control-panel/scores/i18n/en';
import { fi as scoresFi } from '../../../../web/src/features/control-panel/scores/i18n/fi';
import type { ScoresKey } from '../../../../web/src/features/control-panel/scores/i18n/messages';
import { registerScoresTexts } from '../../../../web/src/features/control-panel/scores/i18n/texts';
import { searchTerm } from '../../../../web/src/features/control-panel/scores/model/player-search';
import {
  changeOf,
  formOf,
  formProblem,
  withStatus,
} from '../../../../web/src/features/control-panel/scores/model/score-form';
import { errorTextKey, hasTextIn } from '../../../../web/src/features/control-panel/shell/error-text-key';
import { expectSameTexts, tabTranslators } from '../texts-support';

const stored = (over: Partial<ManagedScoreView> = {}): ManagedScoreView => ({
  id: 's1',
  date: '2026-11-20',
  score: 7400,
  status: 'won',
  elapsedSeconds: 120,
  mistakes: 2,
  switches: 0,
  completedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('Web | Control panel | scores: correcting a score', () => {
  it('given an untouched form then nothing changed, and the form says so', () => {
    const form = formOf(stored());
    expect(changeOf(stored(), form)).to.equal(null);
    expect(formProblem(stored(), form)).to.deep.equal({ field: 'form', problem: 'nothingChanged' });
  });

  it('given a win turned into a loss then the score follows to 0 and both are sent', () => {
    const form = withStatus(formOf(stored()), 'lost', stored());
    expect(form.score).to.equal('0');
    expect(changeOf(stored(), form)).to.deep.equal({ status: 'lost', score: 0 });
    expect(formProblem(stored(), form)).to.equal(null);
  });

  it('given a loss turned back into a win then the stored points come back', () => {
    const lost = withStatus(formOf(stored()), 'lost', stored());
    expect(withStatus(lost, 'won', stored()).score).to.equal('7400');
  });

  it('given only mistakes changed then only mistakes are sent', () => {
    expect(changeOf(stored(), { ...formOf(stored()), mistakes: ' 3 ' })).to.deep.equal({ mistakes: 3 });
  });

  it('given points outside 0 to 10000 or not whole then the points field is wrong', () => {
    for (const score of ['10001', '-1', '12.5', '', 'abc'])
      expect(formProblem(stored(), { ...formOf(stored()), score }), score).to.deep.equal({
        field: 'score',
        problem: 'scoreRange',
      });
  });

  it('given too many mistakes then the mistakes field is wrong', () => {
    expect(formProblem(stored(), { ...formOf(stored()), mistakes: '1001' })).to.deep.equal({
      field: 'mistakes',
      problem: 'mistakesRange',
    });
  });

  it('given points on a game that is not a win then the rule of the server is told before sending', () => {
    const form = { ...formOf(stored({ status: 'lost', score: 0 })), score: '500' };
    expect(formProblem(stored({ status: 'lost', score: 0 }), form)).to.deep.equal({
      field: 'score',
      problem: 'onlyWinScores',
    });
  });

  it('given a typed name then it is searched from two characters on, trimmed', () => {
    expect(searchTerm(' m ')).to.equal(null);
    expect(searchTerm(' mi ')).to.equal('mi');
  });

  it('given failures then the shared words, the known codes or the fallback are chosen', () => {
    const failure = (code: string, status = 400) => new ApiError({ status, code, message: 'x' });
    // The tab's rule (components/use-error-text.ts): any of its `errors` texts may answer a code.
    const isTabCode = hasTextIn(scoresFi.errors);
    const key = (error: unknown, fallback: 'saveFailed' | 'startFailed') =>
      errorTextKey(error, fallback, isTabCode).key;
    expect(key(failure('NETWORK_ERROR', 0), 'saveFailed')).to.equal('errors.network');
    expect(key(failure('SCORE_NOT_FOUND', 404), 'saveFailed')).to.equal('errors.SCORE_NOT_FOUND');
    expect(key(failure('RECALCULATION_RUNNING', 409), 'startFailed')).to.equal('errors.startFailed');
  });
});

describe('Web | Control panel | scores texts', () => {
  const translators = tabTranslators<ScoresKey>(registerScoresTexts, 'controlPanelScores');
  const translator = (language: 'fi' | 'en') => translators[language];

  it('given both languages then they have the same texts, none empty', () => {
    expectSameTexts(scoresFi, scoresEn);
  });

  it('given counts of none, one and many then each reads right', () => {
    const t = translator('en');
    expect(t('recalculate.resultDates', { count: 0, formatted: '0' })).to.equal('no podiums to decide');
    expect(t('recalculate.resultDates', { count: 1, formatted: '1' })).to.equal('the podium of 1 date');
    expect(translator('fi')('edit.mistakes', { count: 1, formatted: '1' })).to.equal('1 virhe');
  });
});
