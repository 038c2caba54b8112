import { expect } from 'chai';
import {
  createSseParser,
  type SseMessage,
} from '../../../../web/src/features/control-panel/scores/api/sse-parser';
import {
  asProgress,
  readRecalculationEvent,
} from '../../../../web/src/features/control-panel/scores/api/recalculation-events';

/** Feeds the chunks as they would arrive and answers the messages the parser handed over. */
function parse(...chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  chunks.forEach((chunk) => parser.push(chunk));
  parser.end();
  return messages;
}

const progress = {
  jobId: 'j1',
  state: 'running',
  phase: 'standings',
  done: 3,
  total: 10,
  startedAt: '2026-11-24T10:00:00.000Z',
  startedBy: 'admin',
  finishedAt: null,
  error: null,
  result: null,
};

describe('Web | Control panel | scores: reading server-sent events', () => {
  it('given an event in one chunk then its name and data are handed over', () => {
    expect(parse('event: progress\ndata: {"done":1}\n\n')).to.deep.equal([
      { event: 'progress', data: '{"done":1}', id: null },
    ]);
  });

  it('given an event split anywhere, even inside a CRLF, then the same event comes out once', () => {
    const whole = 'event: start\r\ndata: {"a":1}\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut++)
      expect(parse(whole.slice(0, cut), whole.slice(cut)), `cut at ${cut}`).to.deep.equal([
        { event: 'start', data: '{"a":1}', id: null },
      ]);
  });

  it('given CR alone as line ends then lines still end there', () => {
    expect(parse('event: complete\rdata: x\r\r')).to.deep.equal([{ event: 'complete', data: 'x', id: null }]);
  });

  it('given several data lines then they join with newlines; without a name the event is a message', () => {
    expect(parse('data: one\ndata:two\ndata:  three\n\n')).to.deep.equal([
      { event: 'message', data: 'one\ntwo\n three', id: null },
    ]);
  });

  it('given comments, unknown fields and retry then they are skipped; an id stays for later events', () => {
    expect(
      parse(
        ': keep-alive\n\nretry: 1000\nid: 7\nfoo: bar\nevent: progress\ndata: 1\n\nevent: progress\ndata: 2\n\n',
      ),
    ).to.deep.equal([
      { event: 'progress', data: '1', id: '7' },
      { event: 'progress', data: '2', id: '7' },
    ]);
  });

  it('given a byte order mark first then it is not part of the first field', () => {
    expect(parse('\uFEFFevent: start\ndata: 1\n\n')).to.deep.equal([{ event: 'start', data: '1', id: null }]);
  });

  it('given a stream that ends without the closing blank line then that last event is dropped', () => {
    expect(parse('event: progress\ndata: 1\n\nevent: progress\ndata: 2\n')).to.deep.equal([
      { event: 'progress', data: '1', id: null },
    ]);
  });

  it('given a blank line without data then nothing is handed over and the name does not leak on', () => {
    expect(parse('event: start\n\ndata: 1\n\n')).to.deep.equal([{ event: 'message', data: '1', id: null }]);
  });
});

describe("Web | Control panel | scores: the recalculation's events", () => {
  it('given a progress event then its progress comes out under its name', () => {
    const event = readRecalculationEvent({ event: 'progress', data: JSON.stringify(progress), id: null });
    expect(event).to.deep.equal({ name: 'progress', progress });
  });

  it("given an error event with the job's progress then it is the job's error", () => {
    const failed = { ...progress, state: 'error', error: 'Stopped' };
    expect(readRecalculationEvent({ event: 'error', data: JSON.stringify(failed), id: null })).to.deep.equal({
      name: 'error',
      progress: failed,
    });
  });

  it("given an error event with only a code then it is the stream's own failure, not the job's", () => {
    expect(
      readRecalculationEvent({ event: 'error', data: '{"code":"STREAM_FAILED"}', id: null }),
    ).to.deep.equal({
      name: 'streamFailed',
      code: 'STREAM_FAILED',
    });
    expect(readRecalculationEvent({ event: 'error', data: '{}', id: null })).to.deep.equal({
      name: 'streamFailed',
      code: 'STREAM_FAILED',
    });
  });

  it('given an unknown name, data that is not JSON or not a progress then nothing is read', () => {
    expect(readRecalculationEvent({ event: 'message', data: JSON.stringify(progress), id: null })).to.equal(
      null,
    );
    expect(readRecalculationEvent({ event: 'progress', data: '{oops', id: null })).to.equal(null);
    expect(readRecalculationEvent({ event: 'progress', data: '{"done":1}', id: null })).to.equal(null);
  });

  it('given a progress with an unknown phase or state then it is not taken as one', () => {
    expect(asProgress({ ...progress, phase: 'cleaning' })).to.equal(null);
    expect(asProgress({ ...progress, state: 'paused' })).to.equal(null);
    expect(asProgress(null)).to.equal(null);
  });
});
