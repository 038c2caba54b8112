import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

// npm start, the benchmarks and the image run the compiled server the same way: the image cannot import the
// flags, so its command is held equal to them here.
describe('Unit | Deployment | How node runs the compiled server', () => {
  it('given the image, then its command runs build/server.mjs with the flags npm start uses', () => {
    const dockerfile = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];

    expect(JSON.parse(command ?? '[]')).to.deep.equal(['node', ...SERVER_NODE_FLAGS, 'build/server.mjs']);
  });

  it('given the image, then its runtime sets the environment npm start gives the server', () => {
    const dockerfile = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

    for (const [name, value] of Object.entries(SERVER_ENV))
      expect(runtime).to.include(`ENV ${name}=${value}`);
  });

  it('given the image, then its runtime holds the compiled server and the content it reads', () => {
    const dockerfile = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

    expect(runtime).to.include('COPY --from=build /app/build ./build');
    expect(runtime).to.include('COPY --from=build /app/content ./content');
  });
});
