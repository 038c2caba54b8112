import { expect } from 'chai';
import { ApiError, CancelledError } from '../../../web/src/lib/api';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { reloadRemote, type RemoteKey } from '../../../web/src/lib/use-remote';
import { aScreen, ManualLoader, recordWarnings, settle } from '../support/read-harness';

const PAGE_1: RemoteKey = ['unit-list', 1];
const PAGE_2: RemoteKey = ['unit-list', 2];
const notFound = () => new ApiError({ status: 404, code: 'UNIT_NOT_FOUND', message: 'Not found' });

/** A loader that gives up as the API client does: a cancelled call rejects with CancelledError. */
function honouringCancellation(loader: ManualLoader<string>) {
  loader.reads.forEach((read) =>
    read.signal.addEventListener('abort', () => read.reject(new CancelledError())),
  );
}

describe('Web | Read cache | a screen’s read', () => {
  let console: ReturnType<typeof recordWarnings>;
  beforeEach(() => (console = recordWarnings()));
  afterEach(() => console.restore());

  it('given a read on its way then loading, and its answer then ready and not refreshing', async () => {
    const loader = new ManualLoader<string>();
    const screen = aScreen(createQueryClient(), loader, PAGE_1);
    expect(screen.remote).to.deep.equal({ kind: 'loading' });
    loader.last(PAGE_1).resolve('first page');
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'first page', refreshing: false });
  });

  it('given the next key while its read is on its way then the previous value stays, refreshing, until it arrives', async () => {
    const loader = new ManualLoader<string>();
    const screen = aScreen(createQueryClient(), loader, PAGE_1);
    loader.last(PAGE_1).resolve('first page');
    await settle();

    screen.show(PAGE_2);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'first page', refreshing: true });
    loader.last(PAGE_2).resolve('second page');
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'second page', refreshing: false });
  });

  it('given no key yet then nothing is read and it shows loading', async () => {
    const loader = new ManualLoader<string>();
    const screen = aScreen(createQueryClient(), loader, null);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'loading' });
    expect(loader.reads).to.have.length(0);
  });

  it('given the key moves on while a read is on its way then that read is cancelled, and no failure shows or is logged', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const screen = aScreen(client, loader, PAGE_1);
    honouringCancellation(loader);

    screen.show(PAGE_2);
    await settle();
    expect(loader.last(PAGE_1).signal.aborted).to.equal(true);
    expect(screen.remote).to.deep.equal({ kind: 'loading' });
    loader.last(PAGE_2).resolve('second page');
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'second page', refreshing: false });
    expect(client.getQueryState(PAGE_1)?.status).to.equal('pending');
    expect(console.warnings).to.deep.equal([]);
  });

  it('given the screen leaves while its read is on its way then the read is cancelled, not failed', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const screen = aScreen(client, loader, PAGE_1);
    honouringCancellation(loader);
    screen.leave();
    await settle();
    expect(loader.last(PAGE_1).signal.aborted).to.equal(true);
    expect(client.getQueryState(PAGE_1)?.status).to.equal('pending');
    expect(console.warnings).to.deep.equal([]);
  });

  it('given a failed read then it shows failed and is logged once with the screen’s warning', async () => {
    const loader = new ManualLoader<string>();
    const screen = aScreen(createQueryClient(), loader, PAGE_1);
    const error = notFound();
    loader.last(PAGE_1).reject(error);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'failed', error });
    expect(console.warnings).to.deep.equal([['Unit read failed', error]]);
    // A 4xx is the server's deliberate answer: not asked again.
    expect(loader.count(PAGE_1)).to.equal(1);
  });

  it('given a failed read when reloaded then it shows loading, then the value', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const screen = aScreen(client, loader, PAGE_1);
    loader.last(PAGE_1).reject(notFound());
    await settle();

    void reloadRemote(client, PAGE_1);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'loading' });
    loader.last(PAGE_1).resolve('found after all');
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'found after all', refreshing: false });
  });

  it('given a re-read that failed after a value then failed, and reloaded again then loading', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const screen = aScreen(client, loader, PAGE_1);
    loader.last(PAGE_1).resolve('before');
    await settle();
    void reloadRemote(client, PAGE_1);
    await settle();
    const error = notFound();
    loader.last(PAGE_1).reject(error);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'failed', error });

    void reloadRemote(client, PAGE_1);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'loading' });
  });

  it('given a shown value when reloaded then it stays, refreshing, until the new one arrives', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const screen = aScreen(client, loader, PAGE_1);
    loader.last(PAGE_1).resolve('before');
    await settle();

    void reloadRemote(client, PAGE_1);
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'before', refreshing: true });
    loader.last(PAGE_1).resolve('after');
    await settle();
    expect(screen.remote).to.deep.equal({ kind: 'ready', value: 'after', refreshing: false });
    expect(loader.count(PAGE_1)).to.equal(2);
  });
});

describe('Web | Read cache | screens sharing a read', () => {
  it('given two screens with the same key then one read serves both', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const header = aScreen(client, loader, PAGE_1);
    const footer = aScreen(client, loader, PAGE_1);
    loader.last(PAGE_1).resolve('shared');
    await settle();
    expect(loader.count(PAGE_1)).to.equal(1);
    expect(header.remote).to.deep.equal({ kind: 'ready', value: 'shared', refreshing: false });
    expect(footer.remote).to.deep.equal(header.remote);
  });

  it('given a value the view already knows (replace) then every screen of the key shows it, unread', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const list = aScreen(client, loader, PAGE_1);
    const badge = aScreen(client, loader, PAGE_1);
    loader.last(PAGE_1).resolve('saved before');
    await settle();

    client.setQueryData(PAGE_1, 'saved now');
    await settle();
    expect(list.remote).to.deep.equal({ kind: 'ready', value: 'saved now', refreshing: false });
    expect(badge.remote).to.deep.equal({ kind: 'ready', value: 'saved now', refreshing: false });
    expect(loader.count(PAGE_1)).to.equal(1);
  });

  it('given a resource invalidated by its prefix then every screen of it reads again, and no other', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const list = aScreen(client, loader, ['unit-users', 'list']);
    const details = aScreen(client, loader, ['unit-users', 'details', 'u1']);
    const other = aScreen(client, loader, ['unit-games', 'list']);
    for (const read of loader.reads) read.resolve('old');
    await settle();

    void client.invalidateQueries({ queryKey: ['unit-users'] });
    await settle();
    expect(list.remote).to.deep.equal({ kind: 'ready', value: 'old', refreshing: true });
    loader.last(['unit-users', 'list']).resolve('new list');
    loader.last(['unit-users', 'details', 'u1']).resolve('new details');
    await settle();
    expect(list.remote).to.deep.equal({ kind: 'ready', value: 'new list', refreshing: false });
    expect(details.remote).to.deep.equal({ kind: 'ready', value: 'new details', refreshing: false });
    expect(other.remote).to.deep.equal({ kind: 'ready', value: 'old', refreshing: false });
    expect(loader.count(['unit-games', 'list'])).to.equal(1);
  });

  it('given a read younger than its staleTime then a new screen shows it without asking again', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    aScreen(client, loader, PAGE_1, { staleTime: 15_000 });
    loader.last(PAGE_1).resolve('settings');
    await settle();

    const later = aScreen(client, loader, PAGE_1, { staleTime: 15_000 });
    await settle();
    expect(later.remote).to.deep.equal({ kind: 'ready', value: 'settings', refreshing: false });
    expect(loader.count(PAGE_1)).to.equal(1);
  });

  it('given no staleTime then a new screen shows the kept value, refreshing, and reads again', async () => {
    const client = createQueryClient();
    const loader = new ManualLoader<string>();
    const before = aScreen(client, loader, PAGE_1);
    loader.last(PAGE_1).resolve('kept');
    await settle();
    before.leave();

    const again = aScreen(client, loader, PAGE_1);
    await settle();
    expect(again.remote).to.deep.equal({ kind: 'ready', value: 'kept', refreshing: true });
    expect(loader.count(PAGE_1)).to.equal(2);
  });
});
