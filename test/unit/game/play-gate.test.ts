import { expect } from 'chai';
import {
  playRefusal,
  switchesFor,
  type PlayRequest,
  type PlaySwitches,
} from '../../../domain/game/play-gate';

describe('Domain | Game | play gate (system switches)', () => {
  const TODAY = '2026-06-15';
  const EARLIER = '2026-06-01';
  const LATER = '2026-06-16';
  const ALL_ON: PlaySwitches = {
    dailyEnabled: true,
    showGuestPlayButton: true,
    showGuestPreviousDaysButton: true,
  };
  const ALL_OFF: PlaySwitches = {
    dailyEnabled: false,
    showGuestPlayButton: false,
    showGuestPreviousDaysButton: false,
  };
  const guestOn = (gameDate: string): PlayRequest => ({ guest: true, gameDate, today: TODAY });
  const playerOn = (gameDate: string): PlayRequest => ({ guest: false, gameDate, today: TODAY });
  const codeOf = (request: PlayRequest, switches: Partial<PlaySwitches>) =>
    playRefusal(request, { ...ALL_ON, ...switches })?.code ?? null;

  it('given every switch on, then anyone opens today and earlier days', () => {
    for (const request of [guestOn(TODAY), guestOn(EARLIER), playerOn(TODAY), playerOn(EARLIER)]) {
      expect(playRefusal(request, ALL_ON)).to.equal(null);
    }
  });

  it('given the daily game off, then today is refused to everyone and earlier days stay open', () => {
    expect(codeOf(playerOn(TODAY), { dailyEnabled: false })).to.equal('DAILY_DISABLED');
    expect(codeOf(guestOn(TODAY), { dailyEnabled: false })).to.equal('DAILY_DISABLED');
    expect(codeOf(playerOn(EARLIER), { dailyEnabled: false })).to.equal(null);
    expect(codeOf(guestOn(EARLIER), { dailyEnabled: false })).to.equal(null);
  });

  it('given guest play off, then guests are refused today only, and registered players not at all', () => {
    expect(codeOf(guestOn(TODAY), { showGuestPlayButton: false })).to.equal('GUEST_PLAY_DISABLED');
    expect(codeOf(guestOn(EARLIER), { showGuestPlayButton: false })).to.equal(null);
    expect(codeOf(playerOn(TODAY), { showGuestPlayButton: false })).to.equal(null);
  });

  it('given guest previous days off, then guests are refused earlier days only, and registered players not at all', () => {
    const off = { showGuestPreviousDaysButton: false };
    expect(codeOf(guestOn(EARLIER), off)).to.equal('GUEST_PREVIOUS_DAYS_DISABLED');
    expect(codeOf(guestOn(TODAY), off)).to.equal(null);
    expect(codeOf(playerOn(EARLIER), off)).to.equal(null);
  });

  it('given the daily game and guest play both off, then a guest is told the daily game is off', () => {
    expect(codeOf(guestOn(TODAY), { dailyEnabled: false, showGuestPlayButton: false })).to.equal(
      'DAILY_DISABLED',
    );
  });

  it('given a registered player on an earlier day or anyone on a later day, then no switch applies (no settings read)', () => {
    expect(switchesFor(playerOn(EARLIER))).to.deep.equal([]);
    expect(switchesFor(playerOn(LATER))).to.deep.equal([]);
    expect(switchesFor(guestOn(LATER))).to.deep.equal([]);
    expect(playRefusal(guestOn(LATER), ALL_OFF)).to.equal(null);
  });

  it('given a refusal, then it carries a message for people', () => {
    for (const request of [playerOn(TODAY), guestOn(EARLIER)]) {
      expect(playRefusal(request, ALL_OFF)?.message).to.be.a('string').and.not.equal('');
    }
  });
});
