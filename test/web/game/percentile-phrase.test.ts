import { expect } from 'chai';
import { PERCENTILE_MIN_OTHER_SCORES } from '../../../domain/constants/standings.constants';
import { dayStanding, standingSentence } from '../../../web/src/features/game/model/percentile-phrase';
import { translators } from '../achievements/texts';

const { fi, en } = translators();

describe('Web | Game | where the score stands among few players', () => {
  it('given a registered player alone on the board then they are the first, never "better than 0 %"', () => {
    const standing = dayStanding([8_000], 8_000, true, 0);
    expect(standing).to.deep.equal({ kind: 'alone' });
    expect(standingSentence(standing, true, en)).to.equal("You're the first to finish this game.");
    expect(standingSentence(standing, true, fi)).to.match(/^Olet ensimmäinen/);
  });

  it('given one other score then ahead, level or behind it, their own score left out once', () => {
    expect(dayStanding([7_000, 8_000], 8_000, true)).to.deep.equal({ kind: 'oneOther', outcome: 'ahead' });
    expect(dayStanding([8_000, 8_000], 8_000, true)).to.deep.equal({ kind: 'oneOther', outcome: 'level' });
    expect(dayStanding([8_000, 9_000], 8_000, true)).to.deep.equal({ kind: 'oneOther', outcome: 'behind' });
    expect(standingSentence({ kind: 'oneOther', outcome: 'ahead' }, true, en)).to.equal(
      'You beat the only other player so far.',
    );
    expect(standingSentence({ kind: 'oneOther', outcome: 'behind' }, true, fi)).to.equal(
      'Toistaiseksi ainoa toinen pelaaja sai paremman tuloksen.',
    );
  });

  it('given a few other scores then counts: all, none or some of them beaten', () => {
    const some = dayStanding([3_000, 8_000, 9_000], 8_000, true);
    expect(some).to.deep.equal({ kind: 'fewOthers', beaten: 1, others: 2 });
    expect(standingSentence(some, true, en)).to.equal('Better than 1 of the 2 other players so far.');
    expect(standingSentence(some, true, fi)).to.equal(
      'Muita pelaajia on toistaiseksi 2, ja päihitit heistä 1.',
    );
    const all = dayStanding([1_000, 2_000, 3_000, 8_000], 8_000, true);
    expect(standingSentence(all, true, en)).to.equal('Better than all 3 other players so far.');
    expect(standingSentence(all, true, fi)).to.equal(
      'Olet toistaiseksi paras: päihitit kaikki 3 muuta pelaajaa.',
    );
    const none = dayStanding([0, 0, 0, 0], 0, true);
    expect(none).to.deep.equal({ kind: 'fewOthers', beaten: 0, others: 3 });
    expect(standingSentence(none, true, en)).to.equal(
      'All 3 other players so far scored at least as much as you.',
    );
    // Two of them are "both".
    expect(standingSentence(dayStanding([1_000, 2_000, 8_000], 8_000, true), true, en)).to.equal(
      'Better than both other players so far.',
    );
    expect(standingSentence(dayStanding([0, 0, 0], 0, true), true, fi)).to.equal(
      'Molemmat muut pelaajat saivat toistaiseksi vähintään yhtä hyvän tuloksen.',
    );
  });

  it('given enough other scores then the percentile of spec 9, as the server computed it', () => {
    const scores = Array.from({ length: PERCENTILE_MIN_OTHER_SCORES + 1 }, (_, i) => i * 500);
    const standing = dayStanding(scores, 2_500, true, 45);
    expect(standing).to.deep.equal({ kind: 'percent', percent: 45 });
    expect(standingSentence(standing, true, en)).to.equal('You did better than 45% of players.');
    // Without the server's figure, the same rule here.
    expect(dayStanding(scores, 2_500, true, null)).to.deep.equal({ kind: 'percent', percent: 45 });
    expect(dayStanding(scores.slice(1), 2_500, true)).to.include({ kind: 'fewOthers' });
  });

  it("given a guest then every registered score is another's, and the sentence is what would have been", () => {
    expect(standingSentence(dayStanding([], 8_000, false), false, en)).to.equal(
      'No registered player has finished this game yet.',
    );
    expect(standingSentence(dayStanding([], 8_000, false), false, fi)).to.equal(
      'Yksikään rekisteröitynyt pelaaja ei ole vielä pelannut tätä peliä loppuun.',
    );
    // The same score as the guest's belongs to someone else.
    expect(dayStanding([8_000], 8_000, false)).to.deep.equal({ kind: 'oneOther', outcome: 'level' });
    expect(standingSentence(dayStanding([7_000, 9_000], 8_000, false), false, en)).to.equal(
      'You would have beaten 1 of the 2 registered players so far.',
    );
    const many = Array.from({ length: PERCENTILE_MIN_OTHER_SCORES }, (_, i) => i * 1_000);
    expect(standingSentence(dayStanding(many, 4_500, false, 50), false, fi)).to.equal(
      'Olisit pärjännyt paremmin kuin 50 % rekisteröityneistä pelaajista.',
    );
  });
});
