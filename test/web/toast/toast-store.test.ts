import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { DefaultToastOptions, Toast } from 'react-hot-toast';
import { TOAST_DEFAULTS } from '../../../domain/constants/ui.constants';
import { loadToasts, notify } from '../../../web/src/components/toast/notify';
import { TOAST_OPTIONS } from '../../../web/src/components/toast/toast-options';

// The app fetches react-hot-toast when it needs it (a dynamic import): the test reads the store of the module
// that import gives, which under the test runner is not the one a static import would (ESM, not CommonJS).
let library: typeof import('react-hot-toast');

/** The toasts a toaster with these options holds now: react-hot-toast's own store, read by its own hook. */
function held(options?: DefaultToastOptions): Toast[] {
  let seen: Toast[] = [];
  function Probe() {
    seen = library.useToasterStore(options).toasts;
    return null;
  }
  renderToString(createElement(Probe));
  return seen;
}

const durationsOf = (toasts: readonly Toast[]) =>
  Object.fromEntries(toasts.map((shown) => [shown.type, shown.duration]));

// The spec's toast defaults are react-hot-toast's: its real store, not a copy of its figures.
describe('Web | Toasts | the app on react-hot-toast', () => {
  // The app fetches the library after its first paint; from then on a toast is raised at once.
  before(async () => {
    await loadToasts();
    library = await import('react-hot-toast');
  });
  beforeEach(() => library.toast.remove());
  after(() => library.toast.remove());

  it('holds at most 20 toasts at a time, the newest, however many are raised', () => {
    for (let n = 1; n <= 25; n++) notify.info(`Notice ${n}`);
    const toasts = held(TOAST_OPTIONS);
    expect(TOAST_DEFAULTS.limit).to.equal(20);
    expect(toasts).to.have.length(TOAST_DEFAULTS.limit);
    expect(toasts[0]?.message).to.equal('Notice 25');
    expect(toasts.at(-1)?.message).to.equal('Notice 6');
  });

  it("gives each kind the spec's duration: 4 s blank, error and custom, 2 s success, loading until replaced", () => {
    library.toast('blank');
    library.toast.error('error');
    library.toast.custom('custom');
    library.toast.success('success');
    library.toast.loading('loading');
    const spec = { blank: 4_000, error: 4_000, custom: 4_000, success: 2_000, loading: Infinity };
    expect(TOAST_DEFAULTS.durationMs).to.deep.equal(spec);
    expect(durationsOf(held(TOAST_OPTIONS)), "the app's options").to.deep.equal(spec);
    // The same without them: the options say the library's own defaults, they change none.
    expect(durationsOf(held()), "the library's defaults").to.deep.equal(spec);
  });

  it('raises a confirmation as success, a failure as error and a notice as a plain toast', () => {
    notify.success('Saved.');
    notify.error('Not saved.');
    notify.info('No news.');
    expect(held().map((shown) => [shown.type, shown.message])).to.deep.equal([
      ['blank', 'No news.'],
      ['error', 'Not saved.'],
      ['success', 'Saved.'],
    ]);
  });

  it('shows the same words once: raised again, the toast standing is raised anew instead of a twin', () => {
    notify.success('Saved.');
    library.toast.dismiss();
    notify.success('Saved.');
    const toasts = held();
    expect(toasts).to.have.length(1);
    expect(toasts[0]).to.include({ message: 'Saved.', visible: true, dismissed: false });
  });

  it("shows the game's answers one at a time at the top, one away in a look of its own, and clears them", () => {
    notify.game('One away!', 'near');
    expect(held()).to.have.length(1);
    expect(held()[0]).to.include({
      type: 'error',
      position: 'top-center',
      className: 'app-toast--game app-toast--near',
    });
    notify.game('Correct!', 'success');
    notify.info('No news.');
    expect(held().map((shown) => [shown.type, shown.message, shown.className])).to.deep.equal([
      ['blank', 'No news.', undefined],
      ['success', 'Correct!', 'app-toast--game'],
    ]);
    notify.clearGame();
    expect(held().map((shown) => shown.message)).to.deep.equal(['No news.']);
  });
});
