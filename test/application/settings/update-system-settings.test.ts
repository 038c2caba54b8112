import { expect } from 'chai';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { AuditTrail } from '../../../application/audit/audit-trail';
import { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import { SettingsChanges } from '../../../application/settings/settings-changes';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../application/settings/system-settings';
import { UpdateSystemSettings } from '../../../application/settings/update-system-settings.use-case';
import { leftCode, rightOf } from '../../support/either';
import { FakeClock } from '../../support/fake-clock';
import { FakeUnitOfWork } from '../../support/fakes/fake-unit-of-work';
import { InMemorySettingsRepository } from '../../support/fakes/in-memory-settings.repository';
import { RecordingAuditLog } from '../../support/fakes/recording-audit-log';

const ADMIN = { id: 'admin-1', username: 'admin' };

describe('Application | Settings | update system settings', () => {
  let store: InMemorySettingsRepository;
  let audit: RecordingAuditLog;
  let settings: UpdateSystemSettings;

  beforeEach(() => {
    const clock = new FakeClock();
    store = new InMemorySettingsRepository();
    audit = new RecordingAuditLog();
    const cache = new MemoryCache(clock);
    const changes = new SettingsChanges(
      new FakeUnitOfWork([store]),
      store,
      cache,
      new AuditTrail(audit, clock),
    );
    settings = new UpdateSystemSettings(new GetPublicSettings(store, cache), changes);
  });

  it('given named switches and a link, then only those change, in one audit record of before and after', async () => {
    const answer = rightOf(
      await settings.update(
        { registrationEnabled: false, adsEnabled: true, donationUrl: '  https://example.org/tue ' },
        ADMIN,
      ),
    );

    expect(answer).to.deep.equal({
      ...DEFAULT_SYSTEM_SETTINGS,
      registrationEnabled: false,
      adsEnabled: true,
      donationUrl: 'https://example.org/tue',
    });
    expect(audit.entries).to.have.length(1);
    expect(audit.entries[0]).to.deep.include({
      action: 'settings.update',
      actor: ADMIN,
      before: { registrationEnabled: true, adsEnabled: false, donationUrl: null },
      after: { registrationEnabled: false, adsEnabled: true, donationUrl: 'https://example.org/tue' },
    });
  });

  it('given values equal to the stored ones, then nothing is written and nothing audited', async () => {
    rightOf(await settings.update({ dailyEnabled: true, donationUrl: '' }, ADMIN));
    expect(audit.entries).to.have.length(0);
    expect(await store.all()).to.deep.equal({});
  });

  it('given an empty link or null, then no link is stored', async () => {
    rightOf(await settings.update({ donationUrl: 'https://example.org/' }, ADMIN));
    expect(rightOf(await settings.update({ donationUrl: '  ' }, ADMIN)).donationUrl).to.equal(null);
    rightOf(await settings.update({ donationUrl: 'https://example.org/' }, ADMIN));
    expect(rightOf(await settings.update({ donationUrl: null }, ADMIN)).donationUrl).to.equal(null);
    expect(await store.get('donationUrl')).to.equal(null);
  });

  it('given a link that is not a web address, then INVALID_DONATION_URL and none of the request is saved', async () => {
    const answer = await settings.update({ dailyEnabled: false, donationUrl: 'javascript:alert(1)' }, ADMIN);
    expect(leftCode(answer)).to.equal('INVALID_DONATION_URL');
    expect(await store.all()).to.deep.equal({});
    expect(audit.entries).to.have.length(0);
  });

  it('given a toggle without a value, then it flips what is stored; with one, it sets it', async () => {
    expect(rightOf(await settings.toggle('dailyEnabled', undefined, ADMIN)).dailyEnabled).to.equal(false);
    expect(rightOf(await settings.toggle('dailyEnabled', undefined, ADMIN)).dailyEnabled).to.equal(true);
    expect(rightOf(await settings.toggle('adsEnabled', true, ADMIN)).adsEnabled).to.equal(true);
    expect(rightOf(await settings.toggle('adsEnabled', true, ADMIN)).adsEnabled).to.equal(true);

    expect(audit.entries.map((entry) => [entry.action, entry.after])).to.deep.equal([
      ['settings.toggle', { dailyEnabled: false }],
      ['settings.toggle', { dailyEnabled: true }],
      ['settings.toggle', { adsEnabled: true }],
    ]);
  });
});
