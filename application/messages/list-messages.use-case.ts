import { inject, injectable } from 'inversify';
import type { MessageListAnswer } from '../../contracts/messages.codec';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MESSAGE_REPOSITORY, type MessageRepository } from '../ports/message.repository';
import { toMessageView } from './message-view';

/** GET /manage/messages: every message, newest first, the one players see now marked. */
@injectable()
export class ListMessages {
  constructor(
    @inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<MessageListAnswer> {
    const [all, showing] = await Promise.all([this.messages.list(), this.messages.showing(this.clock.now())]);
    const showingId = showing.message?.id ?? null;
    return { messages: all.map((record) => toMessageView(record, showingId)) };
  }

  /** One message as the list would show it. */
  async view(id: string) {
    const [record, showing] = await Promise.all([
      this.messages.find(id),
      this.messages.showing(this.clock.now()),
    ]);
    return record && toMessageView(record, showing.message?.id ?? null);
  }
}
