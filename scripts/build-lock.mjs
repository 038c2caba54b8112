// A lock between processes that may build the same thing at once (parallel test workers, a start beside
// them): a folder only one can create, holding its creator's pid. The others wait, then find the build
// current; the lock of a process that died is taken over.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The lock's holder, or undefined when it died (or died between taking the lock and naming itself). */
function lockHolder(lockDir) {
  try {
    const pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    return isAlive(pid) ? pid : undefined;
  } catch {
    const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age < 10_000 ? 0 : undefined;
  }
}

/** Waits while another live process holds the lock; takes the lock of one that died. */
function takeLock(lockDir) {
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lockDir);
    if (holder === undefined) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!announced && holder) console.log(`Waiting for the build of process ${holder}…`);
    announced = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
}

/** Runs `work` (synchronous) holding the lock at `lockDir`; answers what it answers. */
export function withLock(lockDir, work) {
  takeLock(lockDir);
  try {
    return work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
