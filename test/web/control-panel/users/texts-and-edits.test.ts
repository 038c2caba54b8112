import { expect } from 'chai';
import { DELETED_DATA_KEYS } from '../../../../contracts/auth.codec';
import { USER_FILTERS, USER_SORTS } from '../../../../contracts/manage-users.codec';
import { CORRECTABLE_STATUSES } from '../../../../domain/scoring/score-correction';
import type { UsersKey } from '../../../../web/src/features/control-panel/users/i18n/messages';
import { registerUsersTexts } from '../../../../web/src/features/control-panel/users/i18n/texts';
import { adFreeChange, isAdFreeAt } from '../../../../web/src/features/control-panel/users/model/ad-free';
import {
  isUsersErrorCode,
  type UsersErrorFallback,
} from '../../../../web/src/features/control-panel/users/model/error-key';
import { errorTextKey } from '../../../../web/src/features/control-panel/shell/error-text-key';
import {
  draftOf,
  scoreEdit,
  withStatus,
} from '../../../../web/src/features/control-panel/users/model/score-edit';
import { ApiError } from '../../../../web/src/lib/api';
import { tabTranslators } from '../texts-support';

/** The tab's rule: its codes in its words, never a fallback's name taken for a code. */
const usersErrorTextKey = (error: unknown, fallback: UsersErrorFallback) =>
  errorTextKey(error, fallback, isUsersErrorCode);
const apiError = (code: string, status = 409) => new ApiError({ status, code, message: 'the server said' });

describe('Web | Control panel | users tab: error texts', () => {
  it("given the tab's own codes then their own texts, whatever the action", () => {
    expect(usersErrorTextKey(apiError('LAST_ADMIN'), 'saveFailed')).to.deep.equal({
      scope: 'tab',
      key: 'errors.LAST_ADMIN',
    });
    expect(usersErrorTextKey(apiError('CANNOT_DELETE_SELF'), 'deleteFailed').key).to.equal(
      'errors.CANNOT_DELETE_SELF',
    );
    expect(usersErrorTextKey(apiError('NO_RUNNING_GAME', 404), 'actionFailed').key).to.equal(
      'errors.NO_RUNNING_GAME',
    );
  });

  it("given an unreachable server or an ended session then the app's shared words", () => {
    expect(usersErrorTextKey(apiError('NETWORK_ERROR', 0), 'listFailed')).to.deep.equal({
      scope: 'app',
      key: 'errors.network',
    });
    expect(usersErrorTextKey(apiError('TIMEOUT', 0), 'listFailed').key).to.equal('errors.network');
    expect(usersErrorTextKey(apiError('SESSION_EXPIRED', 401), 'listFailed').key).to.equal(
      'errors.SESSION_EXPIRED',
    );
  });

  it("given an unknown code, a fallback's name as a code, or no error object then the action's fallback", () => {
    expect(usersErrorTextKey(apiError('SOMETHING_NEW'), 'deleteFailed').key).to.equal('errors.deleteFailed');
    expect(usersErrorTextKey(apiError('saveFailed'), 'searchFailed').key).to.equal('errors.searchFailed');
    expect(usersErrorTextKey(new Error('boom'), 'listFailed').key).to.equal('errors.listFailed');
    expect(usersErrorTextKey({ code: 'LAST_ADMIN' }, 'listFailed').key).to.equal('errors.LAST_ADMIN');
  });
});

describe('Web | Control panel | users tab: texts in both languages', () => {
  const t = tabTranslators<UsersKey>(registerUsersTexts, 'controlPanelUsers');
  const LANGUAGES = ['fi', 'en'] as const;
  const filled = (text: string) => expect(text).to.not.match(/{{|controlPanelUsers|^[a-z]+\./);

  it('given every filter, sort and order, score status and kind of deleted data then a text of its own', () => {
    for (const language of LANGUAGES) {
      for (const filter of USER_FILTERS) filled(t[language](`list.filters.${filter}`));
      for (const sort of USER_SORTS)
        for (const order of ['asc', 'desc'] as const) filled(t[language](`list.sorts.${sort}.${order}`));
      for (const status of CORRECTABLE_STATUSES) filled(t[language](`recent.statuses.${status}`));
      for (const key of DELETED_DATA_KEYS) filled(t[language](`remove.data.${key}`));
    }
  });

  it('given the error codes then Finnish and English texts that differ from the server’s English', () => {
    expect(t.fi('errors.LAST_ADMIN')).to.match(/^Viimeiseltä ylläpitäjältä/);
    expect(t.en('errors.LAST_ADMIN')).to.equal('The last admin cannot lose their admin role or be deleted.');
    expect(t.fi('errors.CANNOT_DELETE_SELF')).to.equal('Et voi poistaa omaa tiliäsi täältä.');
  });

  it('given counts then plurals in both languages, figures filled in', () => {
    expect(t.fi('list.count', { count: 1 })).to.equal('1 käyttäjä');
    expect(t.fi('list.count', { count: 21 })).to.equal('21 käyttäjää');
    expect(t.en('list.count', { count: 1 })).to.equal('1 user');
    expect(t.en('list.inactiveNote', { count: 30 })).to.match(/^Users who have not played for 30 days\./);
    expect(t.en('attempts.summary', { count: 3, correct: 1 })).to.equal('3 attempts, 1 correct');
    expect(t.fi('requests.count', { count: 2 })).to.equal('2 avointa pyyntöä');
  });
});

const aScore = (fields: Partial<Parameters<typeof draftOf>[0]> = {}) => ({
  id: 's1',
  date: '2026-11-02',
  score: 8200,
  status: 'won',
  elapsedSeconds: 95,
  mistakes: 1,
  switches: 0,
  completedAt: '2026-11-02T08:00:00.000Z',
  ...fields,
});

describe('Web | Control panel | users tab: the score editor', () => {
  it('given nothing changed then nothing to send', () => {
    const score = aScore();
    expect(scoreEdit(score, draftOf(score))).to.deep.equal({ kind: 'unchanged' });
  });

  it('given a changed score then only the score is sent', () => {
    const score = aScore();
    expect(scoreEdit(score, { ...draftOf(score), score: ' 7000 ' })).to.deep.equal({
      kind: 'change',
      change: { score: 7000 },
    });
  });

  it('given another outcome than a win then the score becomes 0, and both go out (the server’s rule)', () => {
    const score = aScore();
    const draft = withStatus(score, draftOf(score), 'cheater');
    expect(draft.score).to.equal('0');
    expect(scoreEdit(score, draft)).to.deep.equal({
      kind: 'change',
      change: { score: 0, status: 'cheater' },
    });
    expect(withStatus(score, draft, 'won').score).to.equal('8200');
  });

  it('given points on a lost game, a score over 10 000 or unreadable mistakes then the problems by field', () => {
    const lost = aScore({ status: 'lost', score: 0 });
    expect(scoreEdit(lost, { ...draftOf(lost), score: '500' })).to.deep.equal({
      kind: 'invalid',
      problems: { score: 'onlyWinScores' },
    });
    const score = aScore();
    expect(scoreEdit(score, { score: '10001', status: 'won', mistakes: '-1' })).to.deep.equal({
      kind: 'invalid',
      problems: { score: 'invalidScore', mistakes: 'invalidMistakes' },
    });
    expect(scoreEdit(score, { score: '100', status: 'won', mistakes: '1001' })).to.deep.include({
      kind: 'invalid',
    });
  });
});

describe('Web | Control panel | users tab: the ad-free form', () => {
  const status = { isPermanentlyAdFree: false, adFreeUntil: '2027-01-31T23:59:59.999Z', adFreeNow: true };

  it('given the form as loaded then nothing to save', () => {
    expect(adFreeChange(status, { permanent: false, until: '2027-01-31' })).to.equal(null);
  });

  it('given a changed switch or day then only that field; an emptied day ends the ad-free time', () => {
    expect(adFreeChange(status, { permanent: true, until: '2027-01-31' })).to.deep.equal({
      isPermanentlyAdFree: true,
    });
    expect(adFreeChange(status, { permanent: false, until: '2027-03-01' })).to.deep.equal({
      adFreeUntil: '2027-03-01',
    });
    expect(adFreeChange(status, { permanent: false, until: '' })).to.deep.equal({ adFreeUntil: null });
  });

  it('given a day that has passed then no longer ad-free, unless permanently', () => {
    const now = Date.parse('2027-02-01T00:00:00Z');
    expect(isAdFreeAt({ isPermanentlyAdFree: false, adFreeUntil: status.adFreeUntil }, now)).to.equal(false);
    expect(isAdFreeAt({ isPermanentlyAdFree: true, adFreeUntil: null }, now)).to.equal(true);
    expect(isAdFreeAt({ isPermanentlyAdFree: false, adFreeUntil: '2027-02-02' }, now)).to.equal(true);
  });
});
