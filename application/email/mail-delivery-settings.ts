import { SECOND_MS } from '../../domain/constants/time.constants';

/** How e-mail jobs go out (DESIGN 11); the rate comes from MAIL_RATE_PER_MINUTE. */
export interface MailDeliverySettings {
  /** Mails a minute, across every process of the instance. */
  readonly ratePerMinute: number;
  /** Recipients a worker claims at a time: few, so that a stopped worker holds few back. */
  readonly batchSize: number;
  /** How often an idle worker looks for work another process queued (its own process wakes it at once). */
  readonly idlePollMs: number;
  readonly heartbeatMs: number;
  /** A worker silent this long has died: its claims are settled by the others. */
  readonly staleAfterMs: number;
}

export const MAIL_DELIVERY_SETTINGS = Symbol.for('MailDeliverySettings');

export const mailDeliverySettings = (ratePerMinute: number): MailDeliverySettings => ({
  ratePerMinute,
  // About five seconds of sending (at most ten): a slow rate does not reserve minutes of slots at once.
  batchSize: Math.max(1, Math.min(10, Math.floor(ratePerMinute / 12))),
  idlePollMs: 5 * SECOND_MS,
  heartbeatMs: 2 * SECOND_MS,
  staleAfterMs: 10 * SECOND_MS,
});
