import { expect } from 'chai';
import { ReviewSuggestion } from '../../application/suggestions/review-suggestion.use-case';
import { SUGGESTIONS_PER_DAY } from '../../application/suggestions/submit-suggestion.use-case';
import type { SuggestionStatus } from '../../contracts/social.codec';
import {
  CLOCK_START,
  TOMORROW,
  expectError,
  useGameServer,
  type RegisteredPlayer,
} from '../support/game-api';

// /suggestions/*: the spec names no paths for category suggestions; these are the server's.

const aSuggestion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Puut',
  words: ['koivu', 'mänty', 'kuusi'],
  extraWord: 'haapa',
  ...overrides,
});

describe('API | Suggestions', function () {
  this.timeout(60_000);
  const game = useGameServer();

  const submit = async (player: RegisteredPlayer, overrides: Record<string, unknown> = {}) => {
    const answer = await player.post('/suggestions', aSuggestion(overrides));
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body;
  };
  /** The control panel has no path yet: its service is called on the server's own container. */
  const review = (id: string, status: SuggestionStatus) =>
    game.server.containers.get('fi')!.get(ReviewSuggestion).execute(id, status);

  it('given a valid suggestion, then 201 with it pending, trimmed, and SUGGESTIONS_1 unlocked', async () => {
    const player = await game.registered();

    const answer = await player.post('/suggestions', aSuggestion({ name: ' Puut  ' }));

    expect(answer.status).to.equal(201);
    expect(answer.body.suggestion).to.deep.include({
      name: 'Puut',
      words: ['koivu', 'mänty', 'kuusi'],
      extraWord: 'haapa',
      status: 'pending',
      createdAt: CLOCK_START,
      reviewedAt: null,
    });
    expect(answer.body.suggestion.id).to.be.a('string');
    expect(answer.body.achievements).to.deep.equal([{ type: 'SUGGESTIONS_1', count: 1 }]);
    expect((await submit(player, { name: 'Toinen' })).achievements).to.deep.equal([]);
  });

  it("given bad input, then 400 with the rule's code and field, or VALIDATION_ERROR for a wrong shape", async () => {
    const player = await game.registered();

    const noName = await player.post('/suggestions', aSuggestion({ name: '  ' }));
    expectError(noName, 400, 'SUGGESTION_NAME_REQUIRED');
    expect(noName.body.details).to.deep.equal({ field: 'name' });
    const longWord = await player.post('/suggestions', aSuggestion({ words: ['a', 'b', 'c'.repeat(26)] }));
    expectError(longWord, 400, 'SUGGESTION_WORD_TOO_LONG');
    expect(longWord.body.details).to.deep.equal({ field: 'words.2' });
    expectError(
      await player.post('/suggestions', aSuggestion({ words: ['a', 'b'] })),
      400,
      'SUGGESTION_WORD_REQUIRED',
    );
    expectError(
      await player.post('/suggestions', aSuggestion({ words: ['a', 'b', 'c', 'd'] })),
      400,
      'SUGGESTION_WORDS_COUNT_INVALID',
    );
    expectError(
      await player.post('/suggestions', aSuggestion({ extraWord: '' })),
      400,
      'SUGGESTION_EXTRA_WORD_REQUIRED',
    );
    expectError(
      await player.post('/suggestions', { name: 'Puut', words: ['a', 'b', 'c'] }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await player.post('/suggestions', aSuggestion({ words: 'a, b, c' })),
      400,
      'VALIDATION_ERROR',
    );
    expect((await player.get('/suggestions')).body).to.deep.equal({ suggestions: [] });
  });

  it(`given ${SUGGESTIONS_PER_DAY} suggestions today, then the next answers 429 SUGGESTION_LIMIT_REACHED`, async () => {
    const player = await game.registered();
    for (let n = 0; n < SUGGESTIONS_PER_DAY; n += 1) await submit(player, { name: `Ehdotus ${n}` });

    expectError(await player.post('/suggestions', aSuggestion()), 429, 'SUGGESTION_LIMIT_REACHED');
    expect((await player.get('/suggestions')).body.suggestions).to.have.length(SUGGESTIONS_PER_DAY);
  });

  it("given suggestions of two players, then GET /suggestions lists the caller's own, newest first, with their status", async () => {
    const [player, other] = [await game.registered(), await game.registered()];
    const first = (await submit(player, { name: 'Eka' })).suggestion;
    game.clock.advance(1_000);
    await submit(other, { name: 'Toisen' });
    await submit(player, { name: 'Toka' });
    await review(first.id, 'approved');

    const answer = await player.get('/suggestions');

    expect(answer.status).to.equal(200);
    expect(
      answer.body.suggestions.map((s: { name: string; status: string }) => [s.name, s.status]),
    ).to.deep.equal([
      ['Toka', 'pending'],
      ['Eka', 'approved'],
    ]);
  });

  it('given the sample games up to today, then the next available date is tomorrow', async () => {
    const answer = await (await game.registered()).get('/suggestions/next-available-date');

    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ date: TOMORROW });
  });

  it('given accepted suggestions, then GET /suggestions/top counts them per player, most first', async () => {
    const [best, second] = [await game.registered(), await game.registered()];
    for (const [player, statuses] of [
      [best, ['approved', 'used', 'modified', 'declined']],
      [second, ['approved', 'pending', 'modified']],
    ] as const) {
      for (const status of statuses)
        await review((await submit(player, { name: status })).suggestion.id, status);
    }

    const answer = await best.get('/suggestions/top');

    expect(answer.status).to.equal(200);
    const { suggesters } = answer.body as { suggesters: { userId: string; suggestionCount: number }[] };
    const ours = suggesters.filter((s) => [best.userId, second.userId].includes(s.userId));
    expect(ours.map((s) => [s.userId, s.suggestionCount])).to.deep.equal([
      [best.userId, 3],
      [second.userId, 2],
    ]);
    expect(suggesters.length).to.be.at.most(10);
  });

  it('given no token, then every suggestion path answers 401', async () => {
    for (const answer of [
      await game.api.post('/suggestions', aSuggestion()),
      await game.api.get('/suggestions'),
      await game.api.get('/suggestions/next-available-date'),
      await game.api.get('/suggestions/top'),
    ]) {
      expectError(answer, 401, 'UNAUTHORIZED');
    }
  });
});
