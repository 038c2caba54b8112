import { expect } from 'chai';
import {
  DEFAULT_LIST_STATE,
  isSearchTooShort,
  listRequest,
  openUserOf,
  readListState,
  requestKey,
  searchString,
  searchTerm,
  withOpenUser,
  writeListState,
} from '../../../../web/src/features/control-panel/users/model/list-query';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('Web | Control panel | users list: the state in the address', () => {
  it('given an empty address then newest first, every user, page 1, no search and not the inactive list', () => {
    expect(read('')).to.deep.equal({
      q: '',
      sort: 'createdAt',
      order: 'desc',
      filter: 'all',
      page: 1,
      inactiveDays: null,
    });
  });

  it('given every key then each is read as written, the search trimmed', () => {
    expect(read('q=%20walk%20&sort=gamesPlayed&order=asc&filter=admins&page=3')).to.deep.equal({
      q: 'walk',
      sort: 'gamesPlayed',
      order: 'asc',
      filter: 'admins',
      page: 3,
      inactiveDays: null,
    });
  });

  it('given made-up values then the defaults, never a broken request', () => {
    expect(read('sort=password&order=up&filter=everyone&page=-2')).to.deep.equal(DEFAULT_LIST_STATE);
    expect(read('page=1.5').page).to.equal(1);
    expect(read('page=abc').page).to.equal(1);
  });

  it('given the inactive list then its days, 30 when unreadable, capped at ten years', () => {
    expect(read('inactive=90').inactiveDays).to.equal(90);
    expect(read('inactive=').inactiveDays).to.equal(30);
    expect(read('inactive=soon').inactiveDays).to.equal(30);
    expect(read('inactive=99999').inactiveDays).to.equal(3650);
  });

  it('given the defaults then the address stays clean; other keys (the open user) are kept', () => {
    expect(writeListState(DEFAULT_LIST_STATE).toString()).to.equal('');
    const next = writeListState(
      { ...DEFAULT_LIST_STATE, q: ' ab ', sort: 'username', order: 'asc', page: 2 },
      new URLSearchParams('user=u1&page=5'),
    );
    expect(Object.fromEntries(next)).to.deep.equal({
      user: 'u1',
      q: 'ab',
      sort: 'username',
      order: 'asc',
      page: '2',
    });
  });

  it('given a state written and read back then the same state (reload and back keep the list)', () => {
    const state = {
      q: 'walker',
      sort: 'lastPlayed' as const,
      order: 'asc' as const,
      filter: 'adFree' as const,
      page: 4,
      inactiveDays: null,
    };
    expect(readListState(writeListState(state))).to.deep.equal(state);
    const inactive = { ...DEFAULT_LIST_STATE, inactiveDays: 14, page: 2 };
    expect(readListState(writeListState(inactive))).to.deep.equal(inactive);
  });
});

describe('Web | Control panel | users list: what is asked of the server', () => {
  it('given a search of fewer than two characters after trimming then no search is sent (admin spec 5)', () => {
    expect(searchTerm('  a ')).to.equal(null);
    expect(searchTerm('')).to.equal(null);
    expect(searchTerm(' ab ')).to.equal('ab');
    expect(isSearchTooShort(' a')).to.equal(true);
    expect(isSearchTooShort('')).to.equal(false);
    expect(isSearchTooShort('ab')).to.equal(false);
  });

  it('given a too-short search then the same request as none, so typing one letter reads nothing again', () => {
    const none = listRequest(DEFAULT_LIST_STATE);
    const oneLetter = listRequest({ ...DEFAULT_LIST_STATE, q: 'w' });
    expect(oneLetter).to.deep.equal(none);
    expect(requestKey(oneLetter)).to.equal(requestKey(none));
    expect(listRequest({ ...DEFAULT_LIST_STATE, q: 'wa' })).to.include({ kind: 'list', search: 'wa' });
  });

  it('given the inactive list then only its days and page: search, sort and filter do not apply', () => {
    expect(
      listRequest({ ...DEFAULT_LIST_STATE, q: 'walker', filter: 'admins', inactiveDays: 60, page: 2 }),
    ).to.deep.equal({ kind: 'inactive', days: 60, page: 2 });
  });

  it('given a user opened then `?user=` over the list state, and closing it gives the list back', () => {
    const list = new URLSearchParams('q=wa&page=2');
    const opened = withOpenUser(list, 'u 1');
    expect(openUserOf(opened)).to.equal('u 1');
    expect(searchString(withOpenUser(opened, null))).to.equal('?q=wa&page=2');
    expect(openUserOf(new URLSearchParams('user=%20'))).to.equal(null);
    expect(searchString(new URLSearchParams())).to.equal('');
  });
});
