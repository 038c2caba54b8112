import { expect } from 'chai';
import {
  controlPanelEntry,
  enterControlPanel,
  FIRST_VISIT_PATH,
  ONBOARDING_SEEN_KEY,
} from '../../../web/src/features/control-panel/shell/first-visit';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { json } from '../support/fake-server';
import { settle } from '../support/manual-time';
import { MemoryStore } from '../support/memory-store';
import { recordWarnings } from '../support/read-harness';

function entry() {
  const harness = new ApiHarness();
  harness.holdTokens(10 * MINUTE);
  harness.server.on('PUT', '/manage/system/settings', () => json({ registrationEnabled: true }));
  return { harness, store: new MemoryStore() };
}

describe('Web | Control panel | an admin first visit', () => {
  it('given an admin without the flag then the button leads to the system settings welcome', () => {
    const { store } = entry();
    expect(FIRST_VISIT_PATH).to.equal('/control-panel/management/system-settings?first=1');
    expect(controlPanelEntry(['admin'], store)).to.equal(FIRST_VISIT_PATH);
  });

  it('given the press then the flag is set, registration is opened once, and the next press goes to the games', async () => {
    const { harness, store } = entry();
    expect(enterControlPanel(['admin'], store, harness.client)).to.equal(true);
    await settle();
    expect(store.getItem(ONBOARDING_SEEN_KEY)).to.not.equal(null);
    expect(harness.server.calls('PUT', '/manage/system/settings')[0]?.body).to.deep.equal({
      registrationEnabled: true,
    });
    expect(controlPanelEntry(['admin'], store)).to.equal('/control-panel');
    expect(enterControlPanel(['admin'], store, harness.client)).to.equal(false);
    await settle();
    expect(harness.server.calls('PUT', '/manage/system/settings')).to.have.length(1);
  });

  it('given the settings call fails then the admin still lands on the welcome, and nothing is thrown', async () => {
    const { harness, store } = entry();
    harness.server.on('PUT', '/manage/system/settings', () =>
      json({ code: 'FORBIDDEN', message: 'no' }, 403),
    );
    const console = recordWarnings();
    try {
      expect(enterControlPanel(['admin'], store, harness.client)).to.equal(true);
      await settle();
    } finally {
      console.restore();
    }
    expect(store.getItem(ONBOARDING_SEEN_KEY)).to.not.equal(null);
    expect(console.warnings.map(([text]) => text)).to.deep.equal([
      'Opening registration on the first visit failed',
    ]);
  });

  it('given a game manager then no welcome, no flag and no settings call', async () => {
    const { harness, store } = entry();
    expect(controlPanelEntry(['gameManager'], store)).to.equal('/control-panel');
    expect(enterControlPanel(['gameManager'], store, harness.client)).to.equal(false);
    await settle();
    expect(store.getItem(ONBOARDING_SEEN_KEY)).to.equal(null);
    expect(harness.server.requests).to.have.length(0);
  });
});
