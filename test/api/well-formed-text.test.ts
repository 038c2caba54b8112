import { expect } from 'chai';
import { expectError, useGameServer } from '../support/game-api';
import type { Answer } from '../support/api-client';
import { staffMember } from '../support/manage-api';
import { aFreeFormPoll, newsCaller, newsForm } from '../support/news-api';

// Issue 30: a lone UTF-16 surrogate ("x\ud800y", which JSON can spell) reached the audit's JSON and
// PostgreSQL's text, and answered 500. Every text the server takes is well-formed Unicode: anything else
// is a 400 naming the field, and nothing is written. (The fuzz suites send such text to every field of
// every route; these are the routes where it was found.)

const LONE = 'x\ud800y';

function expectRefusedField(answer: Answer, field: string): void {
  expectError(answer, 400, 'VALIDATION_ERROR');
  expect(answer.body.message).to.equal(`Invalid request: ${field}: not well-formed Unicode text`);
  expect(JSON.stringify(answer.body)).not.to.contain('\\ud800');
}

describe('API | Text that is not well-formed Unicode', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given a lone surrogate in a suggested word, then 400 naming the word, and no suggestion is kept', async () => {
    const player = await game.registered();
    const answer = await player.post('/suggestions', {
      name: 'Puut',
      words: ['koivu', LONE, 'kuusi'],
      extraWord: 'haapa',
    });
    expectRefusedField(answer, 'body.words.1');
    expect((await player.get('/suggestions')).body.suggestions).to.deep.equal([]);
  });

  it("given a lone surrogate in a control panel's message or category, then 400 naming the field, nothing saved", async () => {
    const admin = await staffMember(game, ['admin']);
    expectRefusedField(await admin.post('/manage/messages', { message: LONE }), 'body.message');
    expect((await admin.get('/manage/messages')).body.messages).to.deep.equal([]);

    const category = { name: 'Puut', words: ['koivu', 'mänty', 'kuusi'], extraWord: LONE };
    expectRefusedField(await admin.post('/manage/single-categories', category), 'body.extraWord');
    const bank = await admin.get('/manage/single-categories?q=Puut');
    expect(bank.body.total).to.equal(0);
  });

  it("given a lone surrogate in a news poll's question (a multipart form), then 400 naming it, no news item", async () => {
    const editor = await newsCaller(game, ['gameManager']);
    const form = newsForm({ title: 'Kysely', content: '', polls: [aFreeFormPoll(LONE)] });
    expectRefusedField(await editor.send('POST', '/manage/news', form), 'body.polls.0.question');
    expect((await editor.get('/manage/news/all')).body.total).to.equal(0);
  });

  it('given a lone surrogate in a key the codec does not name, then 400 without naming that key', async () => {
    const player = await game.registered();
    const answer = await player.post('/suggestions', { name: 'Puut', [LONE]: 1 });
    expectRefusedField(answer, 'body');
  });

  it('given a surrogate pair (an emoji), then the text is taken as it is', async () => {
    const player = await game.registered();
    const answer = await player.post('/suggestions', {
      name: 'Hymiöt \ud83d\ude00',
      words: ['koivu', 'mänty', 'kuusi'],
      extraWord: 'haapa',
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    expect(answer.body.suggestion.name).to.equal('Hymiöt 😀');
  });
});
