import { Writable } from 'node:stream';
import { expect } from 'chai';
import { pino } from 'pino';
import { createRootLogger, requestLines } from '../../../adapters/system/pino-logger';
import type { RequestLine } from '../../../adapters/http/middleware/request-context';

/** A destination that keeps every line written to it, parsed. */
function collected() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  return { sink, lines };
}

const line: RequestLine = {
  reqId: 'b1f0c2d4-aaaa',
  method: 'GET',
  path: '/en/api/config',
  status: 200,
  ms: 1.3,
};
const withoutTime = ({ time, ...rest }: Record<string, unknown>) => ({ rest, time });

describe('Logging | One line per request', () => {
  it('given a request, then its line is the very line pino writes for the same fields, with an ISO time', () => {
    const { sink, lines } = collected();
    const root = createRootLogger('info', 'json', sink);
    requestLines(root)(line, 'info');
    root.info({ ...line }, 'request');
    const [direct, throughPino] = lines.map(withoutTime);
    expect(direct!.rest).to.deep.equal(throughPino!.rest);
    expect(direct!.rest).to.deep.equal({ level: 30, ...line, msg: 'request' });
    expect(new Date(String(direct!.time)).toISOString()).to.equal(direct!.time);
  });

  it('given a path with quotes, backslashes, line breaks and control characters, then the line stays one valid JSON line', () => {
    const { sink, lines } = collected();
    const path = '/en/api/"x"\\y\n{"level":60}\u0001ä';
    requestLines(createRootLogger('info', 'json', sink))({ ...line, path }, 'info');
    expect(lines).to.have.length(1);
    expect(lines[0]!.path).to.equal(path);
    expect(lines[0]!.level).to.equal(30);
  });

  it('given a level above info, then no request line, and a failed request still gets its error line', () => {
    const { sink, lines } = collected();
    const log = requestLines(createRootLogger('warn', 'json', sink));
    log(line, 'info');
    log({ ...line, status: 500 }, 'error');
    expect(lines.map(withoutTime).map(({ rest }) => rest)).to.deep.equal([
      { level: 50, ...line, status: 500, msg: 'request' },
    ]);
  });

  it('given any other logger, then the line goes through pino as every other line', () => {
    const { sink, lines } = collected();
    requestLines(pino({ base: undefined }, sink))(line, 'info');
    expect(withoutTime(lines[0]!).rest).to.deep.equal({ level: 30, ...line, msg: 'request' });
  });
});
