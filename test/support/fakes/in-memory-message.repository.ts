import { randomUUID } from 'node:crypto';
import type {
  MessageChange,
  MessageRecord,
  MessageRepository,
  NewMessage,
  ShowingMessage,
} from '../../../application/ports/message.repository';
import { isInWindow } from '../../../domain/validation/message-of-the-day';

/** Messages of the day; `post` stands in for the control panel, writing straight into the store. */
export class InMemoryMessageRepository implements MessageRepository {
  private readonly messages: MessageRecord[] = [];
  /** How often players' answer was read from the store: the message of the day is cached in front of it. */
  reads = 0;

  async showing(now: Date): Promise<ShowingMessage> {
    this.reads += 1;
    const active = this.messages.filter((message) => message.active);
    const message = this.newestFirst(active).find((candidate) => isInWindow(candidate, now)) ?? null;
    const changes = active
      .flatMap((candidate) => [candidate.startsAt, candidate.endsAt])
      .filter((at): at is Date => at !== null && at.getTime() > now.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    return { message, nextChangeAt: changes[0] ?? null };
  }

  async list(): Promise<MessageRecord[]> {
    return this.newestFirst(this.messages);
  }

  async find(id: string): Promise<MessageRecord | null> {
    return this.messages.find((message) => message.id === id) ?? null;
  }

  async create(message: NewMessage): Promise<void> {
    this.messages.push({ ...message, createdByName: null, updatedAt: message.createdAt });
  }

  async update(id: string, change: MessageChange, at: Date): Promise<void> {
    const index = this.messages.findIndex((message) => message.id === id);
    if (index >= 0) this.messages[index] = { ...this.messages[index]!, ...change, updatedAt: at };
  }

  async remove(id: string): Promise<boolean> {
    const index = this.messages.findIndex((message) => message.id === id);
    if (index >= 0) this.messages.splice(index, 1);
    return index >= 0;
  }

  post(
    message: string,
    createdAt: Date,
    window: Partial<Pick<MessageRecord, 'startsAt' | 'endsAt' | 'active'>> = {},
  ): void {
    this.messages.push({
      id: randomUUID(),
      message,
      startsAt: window.startsAt ?? null,
      endsAt: window.endsAt ?? null,
      active: window.active ?? true,
      createdBy: null,
      createdByName: null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  /** Of messages written in the same instant, the later written first (as the store's sequence does). */
  private newestFirst(messages: readonly MessageRecord[]): MessageRecord[] {
    return [...messages].reverse().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
}
