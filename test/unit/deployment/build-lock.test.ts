import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { withLock } from '../../../scripts/build-lock.mjs';

// The web build's lock (scripts/build-lock.mjs): parallel test workers and a start beside them build once.
describe('Deployment | The build lock between processes', () => {
  let folder: string;
  let lockDir: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
    lockDir = path.join(folder, '.build-lock');
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('given no other builder, then the work runs at once holding the lock, which is gone afterwards', () => {
    const answer = withLock(lockDir, () => existsSync(lockDir));

    expect(answer).to.equal(true);
    expect(existsSync(lockDir)).to.equal(false);
  });

  it('given a live process holding the lock, then the work waits until it lets go', async () => {
    // Another process takes the lock, holds it for 0.8 s, then lets go.
    const holder = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); fs.mkdirSync(${JSON.stringify(lockDir)});
       fs.writeFileSync(${JSON.stringify(path.join(lockDir, 'pid'))}, String(process.pid));
       setTimeout(() => fs.rmSync(${JSON.stringify(lockDir)}, { recursive: true }), 800);`,
    ]);
    while (!existsSync(path.join(lockDir, 'pid'))) await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = Date.now();

    const waited = withLock(lockDir, () => Date.now() - asked);

    expect(waited).to.be.at.least(500);
    await new Promise((resolve) => holder.once('exit', resolve));
  });

  it('given the lock of a process that died, then it is taken over at once', () => {
    mkdirSync(lockDir);
    writeFileSync(path.join(lockDir, 'pid'), '2147483646');
    const asked = Date.now();

    const waited = withLock(lockDir, () => Date.now() - asked);

    expect(waited).to.be.below(500);
  });

  it('given work that throws, then the lock is let go all the same', () => {
    expect(() =>
      withLock(lockDir, () => {
        throw new Error('the build failed');
      }),
    ).to.throw('the build failed');
    expect(existsSync(lockDir)).to.equal(false);
  });
});
