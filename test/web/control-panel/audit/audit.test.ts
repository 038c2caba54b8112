import { expect } from 'chai';
import { createAuditApi } from '../../../../web/src/features/control-panel/audit/api/audit-api';
import {
  actionLabel,
  entityLabel,
} from '../../../../web/src/features/control-panel/audit/components/action-label';
import { en as auditEn } from '../../../../web/src/features/control-panel/audit/i18n/en';
import { fi as auditFi } from '../../../../web/src/features/control-panel/audit/i18n/fi';
import type { AuditKey } from '../../../../web/src/features/control-panel/audit/i18n/messages';
import { registerAuditTexts } from '../../../../web/src/features/control-panel/audit/i18n/texts';
import {
  actionKey,
  diffRecord,
  prettyJson,
  valueText,
} from '../../../../web/src/features/control-panel/audit/model/audit-diff';
import {
  auditSearch,
  hasFilters,
  isBackwards,
  readAuditQuery,
  withFilter,
  withoutFilters,
} from '../../../../web/src/features/control-panel/audit/model/audit-query';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { json } from '../../support/fake-server';
import { expectSameTexts, tabTranslators } from '../texts-support';

const params = (text: string) => new URLSearchParams(text);

describe('Web | Control panel | audit: the filters in the address', () => {
  it('given nothing then page 1 and no filters; the query asks for page 1 only', () => {
    const query = readAuditQuery(params(''));
    expect(query).to.deep.equal({ page: 1, action: '', actor: '', from: '', to: '' });
    expect(hasFilters(query)).to.equal(false);
    expect(auditSearch(query)).to.equal('page=1');
  });

  it('given filters then they go in the query trimmed; a malformed date is dropped', () => {
    const query = readAuditQuery(
      params('page=2&action=game.update&actor=+admin+&from=2026-11-01&to=11/30/2026'),
    );
    expect(query).to.deep.equal({
      page: 2,
      action: 'game.update',
      actor: 'admin',
      from: '2026-11-01',
      to: '',
    });
    expect(auditSearch(query)).to.equal('page=2&action=game.update&actor=admin&from=2026-11-01');
  });

  it('given a changed filter then the list starts again from page 1; an emptied one leaves the address', () => {
    expect(withFilter(params('page=3&actor=a'), 'action', 'score.edit').toString()).to.equal(
      'actor=a&action=score.edit',
    );
    expect(withFilter(params('page=3&actor=a'), 'actor', ' ').toString()).to.equal('');
  });

  it('given clearing then every filter and the page go, other choices stay', () => {
    expect(
      withoutFilters(params('action=x&actor=y&from=2026-01-01&to=2026-01-02&page=4&player=p')).toString(),
    ).to.equal('player=p');
  });

  it('given a start after the end then the filters are backwards', () => {
    expect(isBackwards(readAuditQuery(params('from=2026-11-02&to=2026-11-01')))).to.equal(true);
    expect(isBackwards(readAuditQuery(params('from=2026-11-01&to=2026-11-01')))).to.equal(false);
  });
});

describe('Web | Control panel | audit: what a change changed', () => {
  it('given an edit then only the changed fields are listed, with how many stayed', () => {
    const diff = diffRecord(
      { score: 7400, status: 'won', mistakes: 2, date: '2026-11-20' },
      { score: 0, status: 'lost', mistakes: 2, date: '2026-11-20' },
    );
    expect(diff.changes).to.deep.equal([
      { path: 'score', kind: 'changed', before: 7400, after: 0 },
      { path: 'status', kind: 'changed', before: 'won', after: 'lost' },
    ]);
    expect(diff.unchanged).to.equal(2);
  });

  it('given nested objects and lists of objects then their fields are followed by dotted paths', () => {
    const diff = diffRecord(
      { game: { title: 'A', categories: [{ name: 'Joints' }, { name: 'Birds' }] } },
      { game: { title: 'A', categories: [{ name: 'Joints' }, { name: 'Flightless birds' }] } },
    );
    expect(diff.changes).to.deep.equal([
      { path: 'game.categories.1.name', kind: 'changed', before: 'Birds', after: 'Flightless birds' },
    ]);
  });

  it('given a list of plain words then it compares whole, so a reorder is one change', () => {
    const diff = diffRecord({ words: ['a', 'b', 'c'] }, { words: ['c', 'b', 'a'] });
    expect(diff.changes).to.deep.equal([
      { path: 'words', kind: 'changed', before: ['a', 'b', 'c'], after: ['c', 'b', 'a'] },
    ]);
  });

  it('given a creation or a deletion then every field is added or removed', () => {
    expect(diffRecord(null, { name: 'x' }).changes).to.deep.equal([
      { path: 'name', kind: 'added', before: undefined, after: 'x' },
    ]);
    expect(diffRecord({ name: 'x' }, null).changes).to.deep.equal([
      { path: 'name', kind: 'removed', before: 'x', after: undefined },
    ]);
  });

  it('given plain values as the records then the value itself is the one change', () => {
    expect(diffRecord(1, 2).changes).to.deep.equal([{ path: '', kind: 'changed', before: 1, after: 2 }]);
  });

  it('given values then strings read as they are, the rest as JSON; records print indented', () => {
    expect(valueText('won')).to.equal('won');
    expect(valueText(['a', 1])).to.equal('["a", 1]');
    expect(valueText({ a: 1 })).to.equal('{\n  "a": 1\n}');
    expect(valueText(null)).to.equal('null');
    expect(valueText(undefined)).to.equal(null);
    expect(prettyJson({ a: 1 })).to.equal('{\n  "a": 1\n}');
    expect(prettyJson(null)).to.equal(null);
  });
});

describe('Web | Control panel | audit: names and calls', () => {
  const translators = tabTranslators<AuditKey>(registerAuditTexts, 'controlPanelAudit');
  const translator = (language: 'fi' | 'en') => translators[language];

  it('given action codes then they become keys of the texts', () => {
    expect(actionKey('game.create-published')).to.equal('gameCreatePublished');
    expect(actionKey('user.game.forfeit')).to.equal('userGameForfeit');
  });

  it('given a known action then it is named in the language; an unknown one shows its code', () => {
    expect(actionLabel(translator('fi'), 'score.edit')).to.equal('Tulosta korjattu');
    expect(actionLabel(translator('en'), 'user.role.add')).to.equal('Role added');
    expect(actionLabel(translator('en'), 'news.create')).to.equal('news.create');
    expect(entityLabel(translator('fi'), 'game')).to.equal('Peli');
    expect(entityLabel(translator('fi'), 'poll')).to.equal('poll');
  });

  it('given both languages then they have the same texts, none empty', () => {
    expectSameTexts(auditFi, auditEn);
  });

  it('given a query then the list is read from /manage/audit with it', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/manage/audit?page=2&actor=admin', () => json({ records: [], total: 0 }));
    const answer = await createAuditApi(harness.client).list({
      page: 2,
      action: '',
      actor: 'admin',
      from: '',
      to: '',
    });
    expect(answer).to.deep.equal({ records: [], total: 0 });
  });
});
