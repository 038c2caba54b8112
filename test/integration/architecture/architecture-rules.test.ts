import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const root = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(root, 'test/fixtures/architecture');

describe('Architecture | Dependency rules', () => {
  it('given imports that point outward, then the rules report each one and fail', async () => {
    const cruise = promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        path.join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'err',
        'domain',
        'application',
        'adapters',
        'web',
      ],
      { cwd: fixture, timeout: 60_000 },
    );
    const failure = await cruise.then(
      () => expect.fail('the rules should have failed'),
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure.code).to.not.equal(0);
    const lines = failure.stdout;
    expect(lines).to.match(/domain-is-pure: domain\/rule\.ts → adapters\/server\.ts/);
    expect(lines).to.match(/domain-is-pure: domain\/rule\.ts → (\.\.\/)*node_modules\/knex/);
    expect(lines).to.match(/domain-is-pure: domain\/rule\.ts → fs/);
    expect(lines).to.match(/application-knows-no-adapters: application\/use-case\.ts → adapters\/server\.ts/);
    expect(lines).to.match(
      /application-knows-no-adapters: application\/use-case\.ts → (\.\.\/)*node_modules\/koa/,
    );
    // Metrics reach use cases through the JobMetrics port only.
    expect(lines).to.match(
      /application-knows-no-adapters: application\/use-case\.ts → (\.\.\/)*node_modules\/prom-client/,
    );
    expect(lines).to.match(/web-talks-http-only: web\/page\.ts → application\/use-case\.ts/);
    expect(lines).to.match(/web-talks-http-only: web\/page\.ts → (\.\.\/)*node_modules\/knex/);
  });
});
