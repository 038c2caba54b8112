import { expect } from 'chai';
import type { MessageView } from '../../../../contracts/messages.codec';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/constants/messages.constants';
import {
  activeRequest,
  draftOf,
  emptyMessageDraft,
  fromLocalInput,
  isDirty,
  messageLength,
  messageProblems,
  messageRequest,
  toLocalInput,
} from '../../../../web/src/features/control-panel/messages/model/message-form';
import {
  messageStatus,
  windowKind,
} from '../../../../web/src/features/control-panel/messages/model/message-status';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const HOUR = 3_600_000;

function aMessage(overrides: Partial<MessageView> = {}): MessageView {
  return {
    _id: 'm1',
    message: 'Tervetuloa!',
    startsAt: null,
    endsAt: null,
    active: true,
    createdBy: 'admin',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    showingNow: false,
    ...overrides,
  };
}

describe('Web | Control panel | messages: the form', () => {
  it('given a moment then the datetime-local value is its local time, and reads back as the same moment', () => {
    const local = new Date(2026, 11, 3, 14, 5);
    expect(toLocalInput(local.toISOString())).to.equal('2026-12-03T14:05');
    expect(fromLocalInput('2026-12-03T14:05')).to.equal(local.toISOString());
    expect(toLocalInput(null)).to.equal('');
    expect(toLocalInput('not a date')).to.equal('');
  });

  it('given an empty or unreadable time then no limit is sent', () => {
    expect(fromLocalInput('')).to.equal(null);
    expect(fromLocalInput('tomorrow')).to.equal(null);
  });

  it('given a draft then the request trims the text and sends null for an open end', () => {
    const draft = { ...emptyMessageDraft(), message: '  Hei!  ', startsAt: '2026-12-03T14:05' };
    expect(messageRequest(draft)).to.deep.equal({
      message: 'Hei!',
      startsAt: new Date(2026, 11, 3, 14, 5).toISOString(),
      endsAt: null,
      active: true,
    });
  });

  it('given an empty text, one too long, or an end before the start then each field says so', () => {
    expect(messageProblems({ ...emptyMessageDraft(), message: '   ' })).to.deep.equal({
      message: 'MESSAGE_REQUIRED',
    });
    const long = 'x'.repeat(MESSAGE_MAX_LENGTH + 1);
    expect(messageProblems({ ...emptyMessageDraft(), message: long })).to.deep.equal({
      message: 'MESSAGE_TOO_LONG',
    });
    expect(messageProblems({ ...emptyMessageDraft(), message: 'a <b>bold</b> move' })).to.deep.equal({
      message: 'MESSAGE_NOT_PLAIN_TEXT',
    });
    expect(messageProblems({ ...emptyMessageDraft(), message: 'I <3 words, a < b' })).to.deep.equal({});
    expect(
      messageProblems({ ...emptyMessageDraft(), message: 'x'.repeat(MESSAGE_MAX_LENGTH) }),
    ).to.deep.equal({});
    const backwards = {
      message: 'ok',
      startsAt: '2026-12-03T14:05',
      endsAt: '2026-12-03T14:05',
      active: true,
    };
    expect(messageProblems(backwards)).to.deep.equal({ endsAt: 'MESSAGE_WINDOW_INVALID' });
    expect(messageProblems({ ...backwards, startsAt: '2026-13-40T99:99', endsAt: '' })).to.deep.equal({
      startsAt: 'MESSAGE_TIME_INVALID',
    });
  });

  it('given the counter then it counts characters as the domain does, an emoji as one', () => {
    expect(MESSAGE_MAX_LENGTH).to.equal(280);
    expect(messageLength(' 🎉 ok ')).to.equal(4);
  });

  it('given a stored message then the switch sends it unchanged but for active, and edits compare to it', () => {
    const stored = aMessage({ startsAt: '2026-11-20T08:00:00.000Z' });
    expect(activeRequest(stored, false)).to.deep.equal({
      message: 'Tervetuloa!',
      startsAt: '2026-11-20T08:00:00.000Z',
      endsAt: null,
      active: false,
    });
    const draft = draftOf(stored);
    expect(isDirty(draft, draft)).to.equal(false);
    expect(isDirty({ ...draft, active: false }, draft)).to.equal(true);
  });
});

describe('Web | Control panel | messages: where a message stands', () => {
  it('given the message players see then it is showing, whatever else holds', () => {
    expect(messageStatus(aMessage({ showingNow: true }), NOW)).to.equal('showing');
  });

  it('given a message switched off then it is off, even inside its window', () => {
    expect(messageStatus(aMessage({ active: false }), NOW)).to.equal('off');
  });

  it('given a window ahead, behind or around now then scheduled, ended, or waiting behind a newer one', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    expect(messageStatus(aMessage({ startsAt: at(NOW + HOUR) }), NOW)).to.equal('scheduled');
    expect(messageStatus(aMessage({ endsAt: at(NOW - HOUR) }), NOW)).to.equal('ended');
    expect(messageStatus(aMessage({ endsAt: at(NOW) }), NOW)).to.equal('ended');
    expect(messageStatus(aMessage({ startsAt: at(NOW - HOUR), endsAt: at(NOW + HOUR) }), NOW)).to.equal(
      'waiting',
    );
  });

  it('given its ends then the words for the window', () => {
    expect(windowKind({ startsAt: null, endsAt: null })).to.equal('always');
    expect(windowKind({ startsAt: 'a', endsAt: null })).to.equal('from');
    expect(windowKind({ startsAt: null, endsAt: 'b' })).to.equal('until');
    expect(windowKind({ startsAt: 'a', endsAt: 'b' })).to.equal('between');
  });
});
