import { expect } from 'chai';
import { READABLE_CODE_ALPHABET } from '../../../application/codes/readable-code';
import { REFERRAL_CODE_LENGTH } from '../../../application/referrals/generate-referral-code.use-case';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';
import { useSqlDatabase } from '../../support/sql-database';
import { rightOf } from '../../support/either';
import { socialFixture, type SocialFixture } from './social-fixture';

describe('Application | Referrals | Referral code', () => {
  const database = useSqlDatabase();
  let social: SocialFixture;

  beforeEach(() => {
    social = socialFixture(database());
  });

  const codeOf = async (userId: string) => rightOf(await social.generateCode.execute(userId)).referralCode;

  it('given a player without a code, when one is generated, then it is 8 letters and digits without look-alikes', async () => {
    const player = await social.player('Kutsuja');

    const code = await codeOf(player.id);

    expect(code).to.have.length(REFERRAL_CODE_LENGTH);
    expect([...code].every((c) => READABLE_CODE_ALPHABET.includes(c))).to.equal(true);
    expect(code).to.not.match(/[0O1I]/);
  });

  it('given a generated code, when generated again, then the same code answers and stats show it', async () => {
    const player = await social.player('Kutsuja');

    const first = await codeOf(player.id);

    expect(await codeOf(player.id)).to.equal(first);
    expect(rightOf(await social.referralStats.execute(player.id)).referralCode).to.equal(first);
  });

  it('given parallel first calls of one player, then both answer the one code stored', async () => {
    const player = await social.player('Kutsuja');

    const codes = await Promise.all([codeOf(player.id), codeOf(player.id), codeOf(player.id)]);

    expect(new Set(codes).size).to.equal(1);
    expect(rightOf(await social.referralStats.execute(player.id)).referralCode).to.equal(codes[0]);
  });

  it('given two players, then their codes differ', async () => {
    const [first, second] = [await social.player('Eka'), await social.player('Toka')];

    expect(await codeOf(first.id)).to.not.equal(await codeOf(second.id));
  });

  it('given the first code drawn belongs to someone else (in another case), then another code is drawn', async () => {
    const holder = await social.player('Haltija');
    const drawnFirst = await codeOf(holder.id);
    await database()
      .knex('users')
      .where({ id: holder.id })
      .update({ referral_code: drawnFirst.toLowerCase() });
    // The same random sequence again: its first code is the holder's.
    const again = socialFixture(database(), new SequentialRandomSource());
    const player = await again.player('Uusi');

    const code = rightOf(await again.generateCode.execute(player.id)).referralCode;

    expect(code.toLowerCase()).to.not.equal(drawnFirst.toLowerCase());
    expect(code).to.have.length(REFERRAL_CODE_LENGTH);
  });

  it('given a player before any code, then stats answer a null code, no referrals and no ad-free time', async () => {
    const player = await social.player('Kutsuja');

    expect(rightOf(await social.referralStats.execute(player.id))).to.deep.equal({
      referralCode: null,
      referralCount: 0,
      adFreeUntil: null,
      referrals: [],
    });
  });
});
