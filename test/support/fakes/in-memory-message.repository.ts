import type { MessageRepository } from '../../../application/ports/message.repository';

/** Messages of the day; `post` stands in for the control panel, which writes them in the real store. */
export class InMemoryMessageRepository implements MessageRepository {
  private readonly messages: { message: string; createdAt: number }[] = [];
  /** How often the store was read: the message of the day is cached in front of it. */
  reads = 0;

  async latest(): Promise<string | null> {
    this.reads += 1;
    const newest = [...this.messages].sort((a, b) => b.createdAt - a.createdAt)[0];
    return newest?.message ?? null;
  }

  post(message: string, createdAt: Date): void {
    this.messages.push({ message, createdAt: createdAt.getTime() });
  }
}
