import { expect } from 'chai';
import {
  adScriptAddress,
  loadAdScript,
  type AdScriptEnvironment,
} from '../../../web/src/features/ads/model/ad-loader';

const URL_OF_SCRIPT = 'https://ads.example/ads.js?client=ca-pub-1';

/** A browser whose script loads fail `failures` times, then succeed; every load and wait is written down. */
function fakeBrowser(failures: number) {
  const steps: string[] = [];
  let failed = 0;
  const environment: AdScriptEnvironment = {
    async injectScript(url) {
      steps.push(`load ${url === URL_OF_SCRIPT ? 'script' : url}`);
      if (failed < failures) {
        failed += 1;
        throw new Error('net::ERR_BLOCKED_BY_CLIENT');
      }
    },
    // No real time passes: the wait is only recorded.
    async wait(ms) {
      steps.push(`wait ${ms}`);
    },
  };
  return { environment, steps };
}

describe('Web | Ads | Loading the provider script', () => {
  it('given the script loads at once, then it is loaded with no wait', async () => {
    const { environment, steps } = fakeBrowser(0);
    expect(await loadAdScript(URL_OF_SCRIPT, environment)).to.equal('loaded');
    expect(steps).to.deep.equal(['load script']);
  });

  it('given two failures, then it retries after 1 s and 2 s and the third load succeeds', async () => {
    const { environment, steps } = fakeBrowser(2);
    expect(await loadAdScript(URL_OF_SCRIPT, environment)).to.equal('loaded');
    expect(steps).to.deep.equal(['load script', 'wait 1000', 'load script', 'wait 2000', 'load script']);
  });

  it('given every load fails, then 3 retries after 1 s, 2 s and 4 s, and blocked after the third', async () => {
    const { environment, steps } = fakeBrowser(Number.POSITIVE_INFINITY);
    expect(await loadAdScript(URL_OF_SCRIPT, environment)).to.equal('blocked');
    expect(steps).to.deep.equal([
      'load script',
      'wait 1000',
      'load script',
      'wait 2000',
      'load script',
      'wait 4000',
      'load script',
    ]);
  });

  it('given the third retry succeeds, then the ad is loaded, not blocked', async () => {
    const { environment } = fakeBrowser(3);
    expect(await loadAdScript(URL_OF_SCRIPT, environment)).to.equal('loaded');
  });

  it('given the slot goes away during a wait, then no further load is made', async () => {
    const { environment, steps } = fakeBrowser(Number.POSITIVE_INFINITY);
    const controller = new AbortController();
    const waiting: AdScriptEnvironment = {
      ...environment,
      async wait(ms) {
        await environment.wait(ms);
        controller.abort();
      },
    };
    expect(await loadAdScript(URL_OF_SCRIPT, waiting, controller.signal)).to.equal('cancelled');
    expect(steps).to.deep.equal(['load script', 'wait 1000']);
  });

  it('given a clock of the test, then the loads happen at 0 s, 1 s, 3 s and 7 s', async () => {
    // The test's own clock: each wait moves it on, as a fake timer would, and no real time passes.
    let now = 0;
    const timeline: string[] = [];
    const environment: AdScriptEnvironment = {
      async injectScript() {
        timeline.push(`load at ${now}`);
        throw new Error('blocked');
      },
      async wait(ms) {
        now += ms;
      },
    };
    expect(await loadAdScript(URL_OF_SCRIPT, environment)).to.equal('blocked');
    expect(timeline).to.deep.equal(['load at 0', 'load at 1000', 'load at 3000', 'load at 7000']);
  });

  it('puts the publisher id in the script address, as the provider expects', () => {
    expect(
      adScriptAddress({
        scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
        client: 'ca-pub-12',
      }),
    ).to.equal('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-12');
    expect(adScriptAddress({ scriptUrl: 'http://127.0.0.1:4000/ads.js?v=2', client: 'ca-pub-3' })).to.equal(
      'http://127.0.0.1:4000/ads.js?v=2&client=ca-pub-3',
    );
  });
});
