// Loaded before every suite: decorators need the metadata polyfill before any class is declared.
import 'reflect-metadata';
import { stopTestContainers } from './infrastructure';
import { recordFiles } from './test-records';

let fileStarted = 0;

/**
 * Root hooks. Under `--parallel` each test file runs on its own in a worker, and these run around each file:
 * its wall time and the tests that never ran (a failed hook makes mocha skip the rest of its suite without a
 * word) go to the run's records, which the summary reporter reads at the end.
 */
export const mochaHooks = {
  beforeAll() {
    fileStarted = Date.now();
  },
  async afterAll(this: Mocha.Context) {
    await stopTestContainers();
    const root = this.test?.parent;
    if (root) recordFiles(root, Date.now() - fileStarted);
  },
};
