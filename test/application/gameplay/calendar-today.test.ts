import { expect } from 'chai';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import type { Instance } from '../../../application/ports/instance.port';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { inMemoryGameplayStores } from '../../support/fakes/in-memory-gameplay-stores';

// "Today" is asked several times by every request, so the calendar keeps the day it found with the instants
// it spans. Whatever the clock does (the day turns, daylight saving, a test moving it back), it must answer
// what the zone's calendar says at that instant.

const calendarAt = (start: string, zone: Partial<Instance> = {}) => {
  const clock = new FakeClock(start);
  const calendar = new GameCalendar(clock, { ...TEST_INSTANCE, ...zone }, inMemoryGameplayStores().games);
  return { clock, calendar };
};

describe("Application | Gameplay | Today, kept for the day's length", () => {
  it('given the day asked in the morning, then it turns at local midnight and not a millisecond before', () => {
    const { clock, calendar } = calendarAt('2026-03-01T06:00:00Z');
    expect(calendar.today()).to.equal('2026-03-01');

    clock.set('2026-03-01T21:59:59.999Z');
    expect(calendar.today()).to.equal('2026-03-01');
    clock.set('2026-03-01T22:00:00Z');
    expect(calendar.today()).to.equal('2026-03-02');
  });

  it('given a clock moved back, then the earlier day is answered again', () => {
    const { clock, calendar } = calendarAt('2026-03-02T10:00:00Z');
    expect(calendar.today()).to.equal('2026-03-02');

    clock.set('2026-03-01T21:59:59Z');
    expect(calendar.today()).to.equal('2026-03-01');
    clock.set('2026-03-01T22:00:00Z');
    expect(calendar.today()).to.equal('2026-03-02');
  });

  it('given the 23-hour day of the spring change in Helsinki, then the next day begins at 21:00 UTC, not 22:00', () => {
    // 2026-03-29 begins at 22:00 UTC the day before (+2) and ends at 21:00 UTC (+3, clocks went forward).
    const { clock, calendar } = calendarAt('2026-03-28T22:00:00Z');
    expect(calendar.today()).to.equal('2026-03-29');

    clock.set('2026-03-29T20:59:59Z');
    expect(calendar.today()).to.equal('2026-03-29');
    clock.set('2026-03-29T21:00:00Z');
    expect(calendar.today()).to.equal('2026-03-30');
  });

  it('given the 25-hour day of the autumn change in Helsinki, then it lasts until 22:00 UTC', () => {
    // 2026-10-25 begins at 21:00 UTC the day before (+3) and ends at 22:00 UTC (+2, clocks went back).
    const { clock, calendar } = calendarAt('2026-10-24T21:00:00Z');
    expect(calendar.today()).to.equal('2026-10-25');

    clock.set('2026-10-25T21:59:59Z');
    expect(calendar.today()).to.equal('2026-10-25');
    clock.set('2026-10-25T22:00:00Z');
    expect(calendar.today()).to.equal('2026-10-26');
  });

  it('given two instances in different zones, then each keeps its own day', () => {
    const clock = new FakeClock('2026-03-01T23:30:00Z');
    const stores = inMemoryGameplayStores();
    const helsinki = new GameCalendar(clock, TEST_INSTANCE, stores.games);
    const utc = new GameCalendar(clock, { ...TEST_INSTANCE, slug: 'en', timeZone: 'UTC' }, stores.games);

    expect([helsinki.today(), utc.today(), helsinki.today()]).to.deep.equal([
      '2026-03-02',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
