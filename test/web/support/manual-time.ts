import type { Clock, Timers } from '../../../web/src/lib/api/environment';

interface Pending {
  id: number;
  at: number;
  callback: () => void;
}

/** Lets promise chains run to their next wait on a timer or on the fake server. */
export const settle = async (rounds = 5): Promise<void> => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A clock and timers that move only when the test says so, so 5 s and 10 s limits take no real time. */
export class ManualTime implements Clock, Timers {
  private current: number;
  private pending: Pending[] = [];
  private nextId = 1;

  constructor(startMs = Date.parse('2026-03-01T09:00:00Z')) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.pending.push({ id, at: this.current + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending = this.pending.filter((timer) => timer.id !== handle);
  }

  /** Moves time forward, firing due timers in order and letting their promise chains run. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (;;) {
      const due = this.pending.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      this.pending = this.pending.filter((timer) => timer !== due);
      this.current = due.at;
      due.callback();
      await settle();
    }
    this.current = target;
    await settle();
  }

  get timerCount(): number {
    return this.pending.length;
  }
}
