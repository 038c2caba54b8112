import { expect } from 'chai';
import { numbered, pointsLostBy, verdictOf } from '../../../web/src/features/game/model/board-feedback';
import {
  flyKeyframes,
  hasMoved,
  liftKeyframes,
  moveKeyframes,
  slotsOf,
  unionOf,
  type Box,
} from '../../../web/src/features/game/model/flip';
import { formatLoss, formatPoints, scoringFigures } from '../../../web/src/features/game/model/game-numbers';

// The figures as this Node's ICU writes them, so the tests do not hard-code its choice of space.
const fiThousand = new Intl.NumberFormat('fi').format(1000);

describe('Web | Game | what the board shows for an answer', () => {
  it('tells one away from a plain miss, and shows no badge for anything else', () => {
    expect(verdictOf({ type: 'oneAway' })).to.equal('oneAway');
    expect(verdictOf({ type: 'wrong' })).to.equal('miss');
    for (const type of [
      'correct',
      'alreadyTried',
      'switched',
      'switchRefused',
      'invalidSelection',
      'failed',
      'over',
    ])
      expect(verdictOf({ type }), type).to.equal(null);
  });

  it('shows the points a move cost: 500 for a wrong guess of either kind, 1000 for a switch, none for a free move', () => {
    expect(pointsLostBy({ type: 'wrong' })).to.equal(500);
    expect(pointsLostBy({ type: 'oneAway' })).to.equal(500);
    expect(pointsLostBy({ type: 'switched' })).to.equal(1000);
    // A repeated guess is not charged again; a refusal or a failure changes nothing.
    for (const type of ['correct', 'alreadyTried', 'switchRefused', 'invalidSelection', 'failed', 'over'])
      expect(pointsLostBy({ type }), type).to.equal(null);
  });

  it('numbers each shown value by its answer, so the same cost twice shows twice; nothing for no answer', () => {
    expect(numbered({ id: 7, feedback: { type: 'wrong' } }, pointsLostBy)).to.deep.equal({
      id: 7,
      value: 500,
    });
    expect(numbered({ id: 8, feedback: { type: 'wrong' } }, pointsLostBy)).to.deep.equal({
      id: 8,
      value: 500,
    });
    expect(numbered({ id: 9, feedback: { type: 'correct' } }, verdictOf)).to.equal(null);
    expect(numbered(null, verdictOf)).to.equal(null);
  });
});

describe("Web | Game | the game's figures in the page's number format", () => {
  it("writes the points lost with a minus sign and the language's thousands separator", () => {
    expect(formatLoss(500, 'fi')).to.equal('\u2212500');
    expect(formatLoss(1000, 'en')).to.equal('\u22121,000');
    expect(formatLoss(1000, 'fi')).to.equal(`\u2212${fiThousand}`);
    // A Finnish thousand is split by a space that does not break (never a bare "1000").
    expect(fiThousand).to.match(/^1[\u00a0\u202f]000$/);
    expect(formatLoss(-500, 'en'), 'a loss given as negative reads the same').to.equal('\u2212500');
  });

  it('gives the instructions their start score and costs as the board writes them', () => {
    expect(scoringFigures('en')).to.deep.equal({ start: '10,000', wrongCost: '500', switchCost: '1,000' });
    expect(scoringFigures('fi')).to.deep.equal({
      start: formatPoints(10_000, 'fi'),
      wrongCost: '500',
      switchCost: fiThousand,
    });
  });
});

describe('Web | Game | FLIP: from where the cards were to where they are', () => {
  const box = (left: number, top: number, width = 100, height = 60): Box => ({ left, top, width, height });

  it('moves an element back to its old place and lets it glide home; an element that stayed does not move', () => {
    expect(moveKeyframes(box(10, 200), box(130, 100))).to.deep.equal([
      { transform: 'translate(-120px, 100px)' },
      { transform: 'none' },
    ]);
    expect(hasMoved(box(10, 200), box(10, 200))).to.equal(false);
    expect(hasMoved(box(10, 200), box(10.3, 199.8)), 'sub-pixel rounding is no move').to.equal(false);
    expect(hasMoved(box(10, 200), box(10, 260))).to.equal(true);
  });

  it("takes the box around a group's cards, wherever they stood", () => {
    expect(unionOf([box(0, 100), box(220, 100), box(110, 170)])).to.deep.equal(box(0, 100, 320, 130));
    expect(unionOf([])).to.equal(null);
  });

  it("lifts the solved row from its cards' centre to its own, fading in, without scaling its text", () => {
    const frames = liftKeyframes(box(0, 300, 320, 60), box(0, 100, 320, 60));
    expect(frames[0]).to.deep.equal({ transform: 'translate(0px, 200px)', opacity: 0.2 });
    expect(frames.at(-1)).to.deep.equal({ transform: 'none', opacity: 1 });
    for (const frame of frames) expect(String(frame.transform)).to.not.contain('scale');
  });

  it('splits the row into a place per word and flies each card copy there, gone on arrival', () => {
    const row = box(0, 100, 300, 48);
    expect(slotsOf(row, 3).map((slot) => [slot.left, slot.width])).to.deep.equal([
      [0, 100],
      [100, 100],
      [200, 100],
    ]);
    const frames = flyKeyframes(box(100, 300, 100, 60), box(100, 100, 100, 48));
    expect(frames[0]).to.deep.equal({ transform: 'none', opacity: 1 });
    // Centre to centre (206 px up), shrunk to the row's height.
    expect(frames.at(-1)).to.deep.equal({ transform: 'translate(0px, -206px) scale(0.8)', opacity: 0 });
  });
});
