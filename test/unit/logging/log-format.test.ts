import { Writable } from 'node:stream';
import { expect } from 'chai';
import { pino } from 'pino';
import { firstAdminBanner, prettyStream, wantsPrettyLogs } from '../../../adapters/system/log-format';

describe('Logging | Readable on a terminal, JSON anywhere else', () => {
  it('given auto, then readable lines on a terminal and JSON into a file or a pipe; json and pretty as asked', () => {
    expect(wantsPrettyLogs('auto', true)).to.equal(true);
    expect(wantsPrettyLogs('auto', false)).to.equal(false);
    expect(wantsPrettyLogs('json', true)).to.equal(false);
    expect(wantsPrettyLogs('pretty', false)).to.equal(true);
  });

  it("given the first admin's password, then on a terminal it stands alone in a box with what to do", () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const logger = pino({ base: undefined }, prettyStream(false, sink));
    const at = {
      signInAt: 'http://localhost:3000/fi/',
      controlPanel: 'http://localhost:3000/fi/control-panel',
    };
    logger.warn({ username: 'admin', initialPassword: 'Xy7-secret', ...at }, 'FIRST ADMIN ACCOUNT CREATED');
    logger.info({ instance: 'fi' }, 'serving');
    expect(written).to.contain(firstAdminBanner('admin', 'Xy7-secret', at));
    expect(written).to.contain('control panel  http://localhost:3000/fi/control-panel');
    // One line per other event, its fields on the same line.
    expect(written).to.match(/INFO: serving \{"instance":"fi"\}\n/);
  });

  it('given the banner, then every line of the box is as wide as the longest', () => {
    const lines = firstAdminBanner('admin', 'a-much-longer-password-than-usual').trim().split('\n');
    expect(new Set(lines.map((line) => line.length)).size).to.equal(1);
    expect(lines.join('\n')).to.contain('password       a-much-longer-password-than-usual');
  });
});
