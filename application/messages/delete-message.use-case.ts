import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { MESSAGE_REPOSITORY, type MessageRepository } from '../ports/message.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { ForgetMessageOfTheDay } from './forget-message-of-the-day';
import { messageNotFound } from './message-errors';
import { messageAuditSnapshot } from './message-view';

/** DELETE /manage/messages/{id}: gone for players at once; the audit keeps what it said. */
@injectable()
export class DeleteMessage {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(ForgetMessageOfTheDay) private readonly forget: ForgetMessageOfTheDay,
  ) {}

  async execute(id: string, actor: Actor): Promise<E.Either<AppError, void>> {
    const removed = await runEither(this.unitOfWork, async () => {
      const current = await this.messages.find(id, { lock: true });
      if (!current || !(await this.messages.remove(id))) return E.left<AppError, void>(messageNotFound());
      await this.audit.record({
        actor,
        action: 'message.delete',
        entity: 'message',
        entityId: id,
        before: messageAuditSnapshot(current),
        after: null,
      });
      return E.right(undefined);
    });
    if (E.isRight(removed)) await this.forget.execute();
    return removed;
  }
}
