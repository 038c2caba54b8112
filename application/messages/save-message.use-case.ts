import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { MessageAnswer, MessageRequest } from '../../contracts/messages.codec';
import { validateMessageOfTheDay } from '../../domain/validation/message-of-the-day';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MESSAGE_REPOSITORY, type MessageRepository } from '../ports/message.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { ForgetMessageOfTheDay } from './forget-message-of-the-day';
import { ListMessages } from './list-messages.use-case';
import { messageNotFound } from './message-errors';
import { messageAuditSnapshot } from './message-view';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * POST /manage/messages and PUT /manage/messages/{id}. A field a PUT leaves out keeps its value; a POST
 * without a window shows from now on, switched on. The change and its audit record land together; players
 * see it on their next GET /message.
 */
@injectable()
export class SaveMessage {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(ListMessages) private readonly list: ListMessages,
    @inject(ForgetMessageOfTheDay) private readonly forget: ForgetMessageOfTheDay,
  ) {}

  async create(request: MessageRequest, actor: Actor): Promise<E.Either<AppError, MessageAnswer>> {
    const valid = validateMessageOfTheDay({
      message: request.message,
      startsAt: request.startsAt ?? null,
      endsAt: request.endsAt ?? null,
    });
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    const id = this.random.uuid();
    const saved = await runEither(this.unitOfWork, async () => {
      const message = { ...valid.right, active: request.active ?? true };
      await this.messages.create({ id, ...message, createdBy: actor.id, createdAt: this.clock.now() });
      await this.audit.record({
        actor,
        action: 'message.create',
        entity: 'message',
        entityId: id,
        before: null,
        after: messageAuditSnapshot(message),
      });
      return E.right(id);
    });
    return this.answer(saved);
  }

  async update(
    id: string,
    request: MessageRequest,
    actor: Actor,
  ): Promise<E.Either<AppError, MessageAnswer>> {
    const saved = await runEither(this.unitOfWork, async () => {
      const current = await this.messages.find(id, { lock: true });
      if (!current) return E.left<AppError, string>(messageNotFound());
      const valid = validateMessageOfTheDay({
        message: request.message,
        startsAt: request.startsAt === undefined ? iso(current.startsAt) : request.startsAt,
        endsAt: request.endsAt === undefined ? iso(current.endsAt) : request.endsAt,
      });
      if (E.isLeft(valid)) return E.left<AppError, string>(fromRule(valid.left));
      const change = { ...valid.right, active: request.active ?? current.active };
      await this.messages.update(id, change, this.clock.now());
      await this.audit.record({
        actor,
        action: 'message.update',
        entity: 'message',
        entityId: id,
        before: messageAuditSnapshot(current),
        after: messageAuditSnapshot(change),
      });
      return E.right(id);
    });
    return this.answer(saved);
  }

  /** Once committed: the players' cached answer goes, and the saved message is answered as listed. */
  private async answer(saved: E.Either<AppError, string>): Promise<E.Either<AppError, MessageAnswer>> {
    if (E.isLeft(saved)) return saved;
    await this.forget.execute();
    const item = await this.list.view(saved.right);
    return item ? E.right({ item }) : E.left(messageNotFound());
  }
}
