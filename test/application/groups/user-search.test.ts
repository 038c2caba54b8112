import { expect } from 'chai';
import { USER_SEARCH_MAX_RESULTS } from '../../../application/social/social-rules';
import { leftOf, rightOf } from '../../support/either';
import { useSocial } from './social-fixture';

describe('Application | User search', function () {
  this.timeout(60_000);
  const { social, user } = useSocial();

  const names = async (searcherId: string, query: string) =>
    rightOf(await social().search.execute(searcherId, query)).users.map((found) => found.username);

  it('given a term of fewer than 2 characters after trimming, then SEARCH_TERM_TOO_SHORT', async () => {
    const me = await user();
    for (const query of ['', ' ', 'a', '  a  ']) {
      expect(leftOf(await social().search.execute(me.id, query)).code, query).to.equal(
        'SEARCH_TERM_TOO_SHORT',
      );
    }
  });

  it('given a term in any case, then names starting with it come first, then names holding it, each by name', async () => {
    const me = await user({ username: 'Mikaela' });
    for (const username of ['amikko', 'Mikko', 'MIKA', 'Pasi', 'xMIKx', 'mikael']) await user({ username });
    expect(await names(me.id, ' mIk ')).to.deep.equal(['MIKA', 'mikael', 'Mikko', 'amikko', 'xMIKx']);
  });

  it('given a name that starts with the term and holds it again, then it is listed once', async () => {
    const me = await user();
    await user({ username: 'annanna' });
    expect(await names(me.id, 'ann')).to.deep.equal(['annanna']);
  });

  it('given the searcher matches, then they are left out', async () => {
    const me = await user({ username: 'Hakija' });
    await user({ username: 'hakijan_kaveri' });
    expect(await names(me.id, 'haki')).to.deep.equal(['hakijan_kaveri']);
  });

  it('given % _ or \\ in the term, then they match only themselves', async () => {
    const me = await user();
    for (const username of ['te_st', 'teXst', 'te%st', 'teYYst', 'a\\b', 'aXb']) await user({ username });
    expect(await names(me.id, 'e_s')).to.deep.equal(['te_st']);
    expect(await names(me.id, 'e%s')).to.deep.equal(['te%st']);
    expect(await names(me.id, '%%')).to.deep.equal([]);
    expect(await names(me.id, '__')).to.deep.equal([]);
    expect(await names(me.id, 'a\\')).to.deep.equal(['a\\b']);
  });

  it(`given many matches, then at most ${USER_SEARCH_MAX_RESULTS}, those starting with the term first`, async () => {
    const me = await user();
    await user({ username: 'a_haku' });
    for (let n = 10; n < 10 + USER_SEARCH_MAX_RESULTS + 2; n += 1) await user({ username: `haku${n}` });
    const found = await names(me.id, 'haku');
    expect(found).to.have.length(USER_SEARCH_MAX_RESULTS);
    expect(found.every((name) => name.startsWith('haku'))).to.equal(true);
    expect(found[0]).to.equal('haku10');
  });

  it('given players the searcher follows, then they are marked isFollowed', async () => {
    const me = await user();
    const [followed, notFollowed] = [
      await user({ username: 'seurattu' }),
      await user({ username: 'seuraamaton' }),
    ];
    rightOf(await social().followList.follow(me.id, followed.id));
    expect(rightOf(await social().search.execute(me.id, 'seura')).users).to.deep.equal([
      { userId: notFollowed.id, username: 'seuraamaton', isFollowed: false },
      { userId: followed.id, username: 'seurattu', isFollowed: true },
    ]);
  });

  it('given an account still waiting for its e-mail link, then it is not found', async () => {
    const me = await user();
    await user({ username: 'odottaja', email: 'o@example.test', loginRequiresVerification: true });
    expect(await names(me.id, 'odott')).to.deep.equal([]);
  });

  it('given a term longer than any username, then nobody is found', async () => {
    const me = await user();
    await user({ username: 'x'.repeat(20) });
    expect(await names(me.id, 'x'.repeat(21))).to.deep.equal([]);
    expect(await names(me.id, 'x'.repeat(20))).to.deep.equal(['x'.repeat(20)]);
  });
});
