import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AdFreeRequest, AdFreeStatus } from '../../contracts/manage-users.codec';
import { shouldShowAds } from '../../domain/ads/ad-free';
import { isGameDate } from '../../domain/game/game-date';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  MANAGED_USER_REPOSITORY,
  type ManagedUser,
  type ManagedUserRepository,
} from '../ports/managed-user.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { invalidUserInput, userNotFound } from './user-administration-errors';
import { userAuditSnapshot } from './managed-user-view';

/**
 * An ISO date (`2027-01-31`, meaning to the end of that day UTC) or date-time; null ends the ad-free time.
 * The date part must be a real day: `2027-02-31` is refused, not read as March.
 */
const parseUntil = (value: string | null): Date | null | 'invalid' => {
  if (value === null) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!dateOnly && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return 'invalid';
  }
  if (!isGameDate(value.slice(0, 10))) return 'invalid';
  const at = new Date(dateOnly ? `${value}T23:59:59.999Z` : value);
  return Number.isNaN(at.getTime()) ? 'invalid' : at;
};

/** GET and PUT /manage/users/{id}/ad-free: the permanent flag and the date ad-free time runs to. */
@injectable()
export class AdFreeStatusOfUser {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(userId: string): Promise<E.Either<AppError, AdFreeStatus>> {
    const user = await this.users.find(userId);
    return user ? E.right(this.statusOf(user)) : E.left(userNotFound());
  }

  async update(
    userId: string,
    change: AdFreeRequest,
    actor: Actor,
  ): Promise<E.Either<AppError, AdFreeStatus>> {
    const until = change.adFreeUntil === undefined ? undefined : parseUntil(change.adFreeUntil);
    if (until === 'invalid')
      return E.left(invalidUserInput('adFreeUntil', 'expected a date (YYYY-MM-DD) or null'));
    return runEither(this.unitOfWork, async () => {
      const user = await this.users.find(userId);
      if (!user) return E.left(userNotFound());
      const setting = {
        isPermanentlyAdFree: change.isPermanentlyAdFree ?? user.isPermanentlyAdFree,
        adFreeUntil: until === undefined ? user.adFreeUntil : until,
      };
      await this.users.setAdFree(user.id, setting);
      const changed = { ...user, ...setting };
      await this.audit.record({
        actor,
        action: 'user.adFree',
        entity: 'user',
        entityId: user.id,
        before: userAuditSnapshot(user),
        after: userAuditSnapshot(changed),
      });
      return E.right(this.statusOf(changed));
    });
  }

  private statusOf(user: ManagedUser): AdFreeStatus {
    const adFreeNow = !shouldShowAds({
      adsEnabled: true,
      isPermanentlyAdFree: user.isPermanentlyAdFree,
      adFreeUntilMs: user.adFreeUntil?.getTime() ?? null,
      nowMs: this.clock.now().getTime(),
    });
    return {
      isPermanentlyAdFree: user.isPermanentlyAdFree,
      adFreeUntil: user.adFreeUntil?.toISOString() ?? null,
      adFreeNow,
    };
  }
}
