import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { freePort, startProcess, waitUntilServing } from '../../support/server-process';

describe('Config | The server process', function () {
  this.timeout(120_000);

  it('given SIGTERM, then it closes cleanly with exit 0, and a restart on the same data serves again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-process-'));
    try {
      for (const round of [1, 2]) {
        const port = await freePort();
        const started = startProcess({
          PORT: String(port),
          DATA_DIR: dataDir,
          INSTANCES: 'fi',
          HOST: '127.0.0.1',
        });
        await waitUntilServing(`http://127.0.0.1:${port}/fi/api/config`, started);
        const lines = started.output();
        // The first start creates the database; the second finds it migrated already.
        expect(lines.includes('database migrated'), `round ${round}`).to.equal(round === 1);
        expect(lines).to.contain(`serving http://127.0.0.1:${port}/fi/`);
        started.child.kill('SIGTERM');
        expect(await started.exited, started.output()).to.equal(0);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('given a Redis that does not answer, then start-up fails naming REDIS_URL, with exit 1', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-process-'));
    try {
      const started = startProcess({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        REDIS_URL: 'redis://127.0.0.1:1',
      });
      expect(await started.exited).to.equal(1);
      expect(started.output()).to.contain('REDIS_URL: no answer from Redis');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('given a port already taken, then start-up fails with exit 1 instead of hanging', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-process-'));
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const started = startProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        INSTANCES: 'fi',
      });
      expect(await started.exited).to.equal(1);
      expect(started.output()).to.contain('EADDRINUSE');
    } finally {
      blocker.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
