import type { Clock } from '../../application/ports/clock.port';

/** A clock that stands still until a test moves it. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-03-01T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
