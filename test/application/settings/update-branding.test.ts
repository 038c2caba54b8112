import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DiskFileStorage } from '../../../adapters/files/disk-file-storage';
import { SharpImageProcessor } from '../../../adapters/files/sharp-image-processor';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { AuditTrail } from '../../../application/audit/audit-trail';
import type { AuditLog } from '../../../application/ports/audit-log.port';
import { SettingsChanges } from '../../../application/settings/settings-changes';
import { LOGO_KEY, UpdateBranding } from '../../../application/settings/update-branding.use-case';
import { ImageUploads } from '../../../application/uploads/image-uploads';
import { leftCode, rightOf } from '../../support/either';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { FakeUnitOfWork } from '../../support/fakes/fake-unit-of-work';
import { InMemorySettingsRepository } from '../../support/fakes/in-memory-settings.repository';
import { RecordingAuditLog } from '../../support/fakes/recording-audit-log';
import { RecordingLogger } from '../../support/fakes/recording-logger';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';
import { anImage, aTextFile } from '../../support/images';

const ADMIN = { id: 'admin-1', username: 'admin' };

/** An audit that can be made to fail, as a database going away in the middle of a save would. */
class FlakyAuditLog implements AuditLog {
  readonly recorded = new RecordingAuditLog();
  failing = false;

  async record(...entry: Parameters<AuditLog['record']>): Promise<void> {
    if (this.failing) throw new Error('the database went away');
    await this.recorded.record(...entry);
  }
}

describe('Application | Settings | branding and the logo', () => {
  let folder: string;
  let files: DiskFileStorage;
  let store: InMemorySettingsRepository;
  let audit: FlakyAuditLog;
  let branding: UpdateBranding;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'wordgame-branding-'));
    files = new DiskFileStorage(folder);
    store = new InMemorySettingsRepository();
    audit = new FlakyAuditLog();
    const clock = new FakeClock('2026-06-15T09:00:00.000Z');
    const logger = new RecordingLogger();
    const changes = new SettingsChanges(
      new FakeUnitOfWork([store]),
      store,
      new MemoryCache(clock),
      new AuditTrail(audit, clock),
    );
    const uploads = new ImageUploads(
      new SharpImageProcessor(),
      files,
      new SequentialRandomSource(),
      TEST_INSTANCE,
      logger,
    );
    branding = new UpdateBranding(changes, uploads, files, clock, logger);
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('given a logo and then a save that fails after the new file was written, then the previous file is back', async () => {
    rightOf(await branding.uploadLogo(await anImage('png', 40, 40, '#ff0000'), ADMIN));
    const previous = await files.get(LOGO_KEY);
    const settings = await store.all();

    audit.failing = true;
    const failing = branding.uploadLogo(await anImage('png', 80, 80, '#0000ff'), ADMIN);
    await failing.then(
      () => expect.fail('the upload should have failed'),
      (error: Error) => expect(error.message).to.equal('the database went away'),
    );

    expect(Buffer.compare(Buffer.from((await files.get(LOGO_KEY))!), Buffer.from(previous!))).to.equal(0);
    expect(await store.all()).to.deep.equal(settings);
  });

  it('given no logo and a save that fails, then no file is left behind', async () => {
    audit.failing = true;
    await branding.uploadLogo(await anImage('png'), ADMIN).catch(() => undefined);
    expect(await files.get(LOGO_KEY)).to.equal(null);
    expect(await store.all()).to.deep.equal({});
  });

  it('given a file that is not an image, then it is refused before anything is written', async () => {
    rightOf(await branding.uploadLogo(await anImage('png'), ADMIN));
    const previous = await files.get(LOGO_KEY);
    expect(leftCode(await branding.uploadLogo(aTextFile(), ADMIN))).to.equal('IMAGE_TYPE_UNSUPPORTED');
    expect(leftCode(await branding.uploadLogo(null, ADMIN))).to.equal('IMAGE_REQUIRED');
    expect(Buffer.compare(Buffer.from((await files.get(LOGO_KEY))!), Buffer.from(previous!))).to.equal(0);
    expect(audit.recorded.entries.map((entry) => entry.action)).to.deep.equal(['branding.logo.upload']);
  });
});
