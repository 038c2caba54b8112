import { expect } from 'chai';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  fieldsOf,
  serverProblems,
} from '../../../../web/src/features/control-panel/categories/model/category-draft';
import {
  percent,
  shortDate,
  usageSummary,
} from '../../../../web/src/features/control-panel/categories/model/usage';

const NBSP = '\u00a0';

describe('Web | Control panel | a category as an editor types it', () => {
  it('given typed texts then what is sent is trimmed, and an automatic colour is sent as null', () => {
    const draft = {
      ...emptyDraft(),
      name: ' Joints ',
      words: ['knee ', ' elbow', 'wrist'],
      extraWord: ' ankle',
    };
    expect(fieldsOf(draft)).to.deep.equal({
      name: 'Joints',
      words: ['knee', 'elbow', 'wrist'],
      extraWord: 'ankle',
      color: null,
    });
    expect(fieldsOf({ ...draft, colorMode: 'own', color: '#1f3b73' }).color).to.equal('#1f3b73');
  });

  it('given a stored category then its colour opens as an own colour, and none as automatic', () => {
    expect(draftOf({ name: 'a', words: ['b', 'c', 'd'], extraWord: 'e', color: '#123456' })).to.include({
      colorMode: 'own',
      color: '#123456',
    });
    expect(draftOf({ name: 'a', words: ['b'], extraWord: 'e', color: null })).to.deep.include({
      colorMode: 'auto',
      words: ['b', '', ''],
    });
  });

  it('given a word repeated (case aside) then both places are marked once, beside the other problems', () => {
    const draft = { ...emptyDraft(), name: '', words: ['Otava', 'otava', 'x'], extraWord: 'y' };
    expect(draftProblems(draft).map((problem) => `${problem.field}:${problem.code}`)).to.deep.equal([
      'name:CATEGORY_NAME_REQUIRED',
      'words.0:WORD_REPEATED',
      'words.1:WORD_REPEATED',
    ]);
  });

  it('given a 400 CATEGORY_INVALID then its problems; anything else gives none', () => {
    const problem = { field: 'words.1', code: 'WORD_REQUIRED', message: 'Write a word' };
    expect(serverProblems({ problems: [problem, { field: 3 }] })).to.deep.equal([problem]);
    expect(serverProblems({ currentVersion: 2 })).to.deep.equal([]);
  });
});

describe('Web | Control panel | where a bank category was used', () => {
  it('given appearances in any order then their number and the newest one', () => {
    const usedIn = [
      { date: '2026-10-02', players: 10, solveRate: 40 },
      { date: '2026-11-12', players: 25, solveRate: 64 },
    ];
    expect(usageSummary(usedIn)).to.deep.equal({ count: 2, last: usedIn[1] });
    expect(usageSummary([])).to.equal(null);
  });

  it('given a game date then the short date of the language, never slipping a day', () => {
    expect(shortDate('2026-11-12', 'fi')).to.equal('12.11.2026');
    expect(shortDate('2026-11-12', 'en')).to.equal('12/11/2026');
    expect(shortDate('not a date', 'fi')).to.equal('not a date');
  });

  it('given a share then a Finnish 64 % and an English 64%', () => {
    expect(percent(64, 'fi')).to.equal(`64${NBSP}%`);
    expect(percent(64, 'en')).to.equal('64%');
  });
});
