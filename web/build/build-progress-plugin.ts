import type { Plugin } from 'vite';

// The build runs at --logLevel warn (its usual listing of every file would bury a test run's output), and
// on a busy machine it can take minutes: these plugins say what it is doing, a line per stage and a line
// every few seconds while modules are transformed, so a slow build is never mistaken for a hung one.

const reportEveryMs = 5_000;

// A line of the build's own output (the browser code's console rule does not fit a build step in Node).
const line = (text: string) => process.stdout.write(`${text}\n`);

/** Prints the stages of the build named `name` ("web app", "first paint") and its module count as it goes. */
export function buildProgress(name: string): Plugin {
  let started = 0;
  let lastReport = 0;
  let modules = 0;
  const say = (what: string) => line(`${name}: ${what} (${Math.round((Date.now() - started) / 1000)} s)`);
  return {
    name: 'build-progress',
    apply: 'build',
    buildStart() {
      started = Date.now();
      lastReport = started;
      modules = 0;
      line(`${name}: building…`);
    },
    transform() {
      modules += 1;
      const now = Date.now();
      if (now - lastReport >= reportEveryMs) {
        lastReport = now;
        say(`${modules} modules transformed`);
      }
      return null;
    },
    renderStart() {
      say(`${modules} modules transformed; writing the bundle`);
    },
    closeBundle() {
      say('done');
    },
  };
}

/** Keeps a nested build (the service worker's) to warnings and errors, as the outer build is. */
export function warningsOnly(): Plugin {
  return { name: 'warnings-only', config: () => ({ logLevel: 'warn' }) };
}
