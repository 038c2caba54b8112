import { expect } from 'chai';
import { MESSAGE_MAX_LENGTH } from '../../../domain/constants/messages.constants';
import { parseIsoDateTime } from '../../../domain/validation/iso-date-time';
import {
  isInWindow,
  validateMessageOfTheDay,
  type MessageOfTheDayInput,
} from '../../../domain/validation/message-of-the-day';
import { leftCode, leftOf, rightOf } from '../../support/either';

const input = (overrides: Partial<MessageOfTheDayInput>): MessageOfTheDayInput => ({
  message: 'Hyvää juhannusta!',
  startsAt: null,
  endsAt: null,
  ...overrides,
});

describe('Domain | Validation | message of the day', () => {
  const cases: [string, Partial<MessageOfTheDayInput>, string | null][] = [
    ['a message without a window', {}, null],
    ['a message of 280 characters', { message: 'm'.repeat(MESSAGE_MAX_LENGTH) }, null],
    ['280 emoji (characters as people count them)', { message: '🌞'.repeat(MESSAGE_MAX_LENGTH) }, null],
    ['281 characters', { message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'MESSAGE_TOO_LONG'],
    ['a blank message', { message: ' \n ' }, 'MESSAGE_REQUIRED'],
    ['a tag', { message: 'Lue <a href="x">tämä</a>' }, 'MESSAGE_NOT_PLAIN_TEXT'],
    ['an HTML comment', { message: 'Hei <!-- piilossa -->' }, 'MESSAGE_NOT_PLAIN_TEXT'],
    ['angle brackets that are text', { message: 'Sanat <3, ja 1 < 2 > 0' }, null],
    ['a window in UTC', { startsAt: '2026-06-20T06:00:00Z', endsAt: '2026-06-21T06:00:00.000Z' }, null],
    ['a window with offsets', { startsAt: '2026-06-20T09:00+03:00', endsAt: '2026-06-20T07:00Z' }, null],
    ['a start only', { startsAt: '2026-06-20T06:00:00Z' }, null],
    ['a time without a zone', { startsAt: '2026-06-20T06:00:00' }, 'MESSAGE_TIME_INVALID'],
    ['a date without a time', { endsAt: '2026-06-20' }, 'MESSAGE_TIME_INVALID'],
    ['a day the month lacks', { endsAt: '2026-02-29T10:00:00Z' }, 'MESSAGE_TIME_INVALID'],
    [
      'an end at the start',
      { startsAt: '2026-06-20T06:00Z', endsAt: '2026-06-20T09:00+03:00' },
      'MESSAGE_WINDOW_INVALID',
    ],
    [
      'an end before the start',
      { startsAt: '2026-06-20T06:00Z', endsAt: '2026-06-19T06:00Z' },
      'MESSAGE_WINDOW_INVALID',
    ],
  ];
  for (const [name, overrides, code] of cases) {
    it(`given ${name}, then ${code ?? 'valid'}`, () => {
      expect(leftCode(validateMessageOfTheDay(input(overrides)))).to.equal(code);
    });
  }

  it('stores the text trimmed and the window as instants, and names the field of a failure', () => {
    const valid = rightOf(
      validateMessageOfTheDay(input({ message: '  Hei  ', startsAt: '2026-06-20T09:00+03:00' })),
    );
    expect(valid.message).to.equal('Hei');
    expect(valid.startsAt?.toISOString()).to.equal('2026-06-20T06:00:00.000Z');
    expect(leftOf(validateMessageOfTheDay(input({ endsAt: 'huomenna' }))).field).to.equal('endsAt');
  });

  it('reads ISO instants with their zone only, and real days only', () => {
    expect(parseIsoDateTime('2024-02-29T23:59:59.999Z')?.toISOString()).to.equal('2024-02-29T23:59:59.999Z');
    for (const text of [
      '2025-02-29T00:00Z',
      '2026-13-01T00:00Z',
      '2026-01-01T24:00Z',
      '2026-01-01 10:00Z',
      '',
    ]) {
      expect(parseIsoDateTime(text), text).to.equal(null);
    }
  });

  it("reads instants within the game's years only (year 0 would reach the store as 1 BC)", () => {
    expect(parseIsoDateTime('2000-01-01T00:00:00Z')?.toISOString()).to.equal('2000-01-01T00:00:00.000Z');
    expect(parseIsoDateTime('9999-12-31T23:59:59Z')?.toISOString()).to.equal('9999-12-31T23:59:59.000Z');
    for (const text of ['0000-01-01T00:00:00Z', '0001-01-01T00:00Z', '1999-12-31T23:59:59Z']) {
      expect(parseIsoDateTime(text), text).to.equal(null);
    }
    expect(leftCode(validateMessageOfTheDay(input({ startsAt: '0000-01-01T00:00:00Z' })))).to.equal(
      'MESSAGE_TIME_INVALID',
    );
  });

  it('shows an active message from its start (inclusive) until its end (exclusive)', () => {
    const start = new Date('2026-06-20T06:00:00Z');
    const end = new Date('2026-06-21T06:00:00Z');
    const message = { active: true, startsAt: start, endsAt: end };
    expect(isInWindow(message, new Date(start.getTime() - 1))).to.equal(false);
    expect(isInWindow(message, start)).to.equal(true);
    expect(isInWindow(message, new Date(end.getTime() - 1))).to.equal(true);
    expect(isInWindow(message, end)).to.equal(false);
    expect(isInWindow({ ...message, active: false }, start)).to.equal(false);
    expect(isInWindow({ active: true, startsAt: null, endsAt: null }, start)).to.equal(true);
  });
});
