import { expect } from 'chai';
import { CONSENT_STORAGE_KEY } from '../../../web/src/features/analytics/model/consent';
import { countPageViews, type RouterLike } from '../../../web/src/features/analytics/model/page-views';
import { controllerHarness } from './analytics-harness';

/** A router whose path the test changes; listeners hear every change, as react-router's do. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: RouterLike['state']) => void>();
  const router = {
    state: { location: { pathname } },
    subscribe(listener: (state: RouterLike['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: string) {
      router.state = { location: { pathname: next } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('Web | Analytics | consent', () => {
  it('given the key wordgame_analytics_consent then only granted and denied count as answers', () => {
    expect(CONSENT_STORAGE_KEY).to.equal('wordgame_analytics_consent');
    expect(controllerHarness().controller.consent()).to.equal('unanswered');
    expect(controllerHarness({ [CONSENT_STORAGE_KEY]: 'yes' }).controller.consent()).to.equal('unanswered');
    expect(controllerHarness({ [CONSENT_STORAGE_KEY]: 'granted' }).controller.consent()).to.equal('granted');
    expect(controllerHarness({ [CONSENT_STORAGE_KEY]: 'denied' }).controller.consent()).to.equal('denied');
  });

  it('given a stored acceptance then events are sent from the first one', async () => {
    const { time, server, controller } = controllerHarness({ [CONSENT_STORAGE_KEY]: 'granted' });
    controller.track('page_view');
    await time.advance(0);
    expect(server.batches).to.have.length(1);
  });

  it('given an answer then it is stored, applied and every subscriber hears of it once', async () => {
    const { time, server, store, controller } = controllerHarness();
    let heard = 0;
    const unsubscribe = controller.subscribe(() => (heard += 1));
    controller.track('page_view');
    controller.answer('granted');
    controller.answer('granted');
    await time.advance(0);
    expect(store.values.get(CONSENT_STORAGE_KEY)).to.equal('granted');
    expect(heard).to.equal(1);
    expect(server.batches).to.have.length(1);
    unsubscribe();
    controller.answer('denied');
    expect(store.values.get(CONSENT_STORAGE_KEY)).to.equal('denied');
    expect(heard).to.equal(1);
  });

  it('given another tab withdrawing when the stored answer is read again then this page stops sending', async () => {
    const { time, server, store, controller } = controllerHarness({ [CONSENT_STORAGE_KEY]: 'granted' });
    controller.track('page_view');
    await time.advance(0);
    controller.track('share');
    store.setItem(CONSENT_STORAGE_KEY, 'denied');
    controller.reloadConsent();
    await time.advance(10_000);
    expect(server.batches).to.have.length(1);
    expect(controller.consent()).to.equal('denied');
  });
});

describe('Web | Analytics | page views', () => {
  it('given route changes then each new path counts once and a modal on the same path does not', () => {
    const router = fakeRouter('/unit-a');
    let views = 0;
    const stop = countPageViews(router, () => (views += 1));
    expect(views).to.equal(1);
    router.go('/unit-a'); // a modal's history entry: same path
    router.go('/unit-b');
    router.go('/unit-a');
    expect(views).to.equal(3);
    stop();
    router.go('/unit-c');
    expect(views).to.equal(3);
  });

  it('given a second mount on the same page (StrictMode) then the page is not counted twice', () => {
    const router = fakeRouter('/unit-d');
    let views = 0;
    countPageViews(router, () => (views += 1))();
    countPageViews(router, () => (views += 1))();
    expect(views).to.equal(1);
  });
});
