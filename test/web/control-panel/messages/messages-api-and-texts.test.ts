import { expect } from 'chai';
import { createMessagesApi } from '../../../../web/src/features/control-panel/messages/api/messages-api';
import { en } from '../../../../web/src/features/control-panel/messages/i18n/en';
import { fi } from '../../../../web/src/features/control-panel/messages/i18n/fi';
import type { MessagesKey } from '../../../../web/src/features/control-panel/messages/i18n/messages';
import { registerMessagesTexts } from '../../../../web/src/features/control-panel/messages/i18n/texts';
import { isMessagesErrorCode } from '../../../../web/src/features/control-panel/messages/model/error-key';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';
import { expectSameTexts, tabTranslators } from '../texts-support';

const request = { message: 'Hei', startsAt: null, endsAt: null, active: true };

describe('Web | Control panel | messages API', () => {
  it('given the calls then list, create, edit (id encoded) and delete go to /manage/messages with the token', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    const api = createMessagesApi(harness.client);
    harness.server.on('GET', '/manage/messages', () => json({ messages: [] }));
    harness.server.on('POST', '/manage/messages', () => json({ item: {} }, 201));
    harness.server.on('PUT', '/manage/messages/a%2Fb', () => json({ item: {} }));
    harness.server.on('DELETE', '/manage/messages/a%2Fb', () => json({ message: 'deleted' }));

    expect(await api.list()).to.deep.equal({ messages: [] });
    await api.create(request);
    await api.update('a/b', { ...request, active: false });
    await api.remove('a/b');
    expect(harness.server.requests.map((seen) => `${seen.method} ${seen.path}`)).to.deep.equal([
      'GET /manage/messages',
      'POST /manage/messages',
      'PUT /manage/messages/a%2Fb',
      'DELETE /manage/messages/a%2Fb',
    ]);
    expect(harness.server.requests[2]?.body).to.deep.equal({ ...request, active: false });
    expect(bearerOf(harness.server.requests[1])).to.match(/^Bearer /);
  });

  it('given no tokens then nothing is asked', async () => {
    const harness = new ApiHarness();
    expect(await rejectionOf(createMessagesApi(harness.client).list())).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});

describe('Web | Control panel | messages tab texts', () => {
  const t = tabTranslators<MessagesKey>(registerMessagesTexts, 'controlPanelMessages');

  it('given both languages then the same texts, none empty', () => {
    expectSameTexts(fi, en);
  });

  it('given every status then words of its own in both languages', () => {
    for (const language of ['fi', 'en'] as const)
      for (const status of ['showing', 'waiting', 'scheduled', 'ended', 'off'] as const)
        expect(t[language](`status.${status}`)).to.not.contain('status.');
  });

  it('given counts and limits then the figures are filled in', () => {
    expect(t.fi('count', { count: 1 })).to.equal('1 viesti');
    expect(t.en('count', { count: 3 })).to.equal('3 messages');
    expect(t.fi('form.over', { count: 2 })).to.equal('2 merkkiä liikaa');
    expect(t.en('problems.MESSAGE_TOO_LONG', { max: 280 })).to.equal(
      'A message can be at most 280 characters.',
    );
  });

  it('given a server code then only the codes, not the actions’ fallbacks, count as its own', () => {
    expect(isMessagesErrorCode('MESSAGE_NOT_FOUND')).to.equal(true);
    expect(isMessagesErrorCode('saveFailed')).to.equal(false);
    expect(isMessagesErrorCode('SOMETHING_ELSE')).to.equal(false);
  });
});
