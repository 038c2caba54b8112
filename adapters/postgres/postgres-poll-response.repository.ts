import { inject, injectable } from 'inversify';
import type {
  NewPollResponse,
  OwnResponse,
  PollResponseRepository,
  PollTally,
} from '../../application/ports/poll-response.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { foreignKeyViolation } from './pg-errors';

@injectable()
export class PostgresPollResponseRepository implements PollResponseRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private db() {
    return this.database.db();
  }

  async tallies(pollIds: readonly string[]): Promise<Map<string, PollTally>> {
    const tallies = new Map<string, { total: number; votes: Map<string, number> }>();
    if (pollIds.length === 0) return tallies;
    const totals: { poll_id: string; total: string | number }[] = await this.db()('poll_responses')
      .whereIn('poll_id', pollIds)
      .groupBy('poll_id')
      .select('poll_id', this.db().raw('count(*) as total'));
    for (const row of totals) tallies.set(row.poll_id, { total: Number(row.total), votes: new Map() });
    const votes: { poll_id: string; option_id: string; votes: string | number }[] = await this.db()(
      'poll_responses as r',
    )
      .joinRaw('cross join unnest(r.option_ids) as chosen(option_id)')
      .whereIn('r.poll_id', pollIds)
      .groupBy('r.poll_id', 'chosen.option_id')
      .select('r.poll_id', 'chosen.option_id', this.db().raw('count(*) as votes'));
    for (const row of votes) tallies.get(row.poll_id)?.votes.set(row.option_id, Number(row.votes));
    return tallies;
  }

  async responsesOf(userId: string, pollIds: readonly string[]): Promise<Map<string, OwnResponse>> {
    if (pollIds.length === 0) return new Map();
    const rows: { poll_id: string; option_ids: string[]; answer_text: string | null }[] = await this.db()(
      'poll_responses',
    )
      .where({ user_id: userId })
      .whereIn('poll_id', pollIds)
      .select('poll_id', 'option_ids', 'answer_text');
    return new Map(rows.map((row) => [row.poll_id, { optionIds: row.option_ids, text: row.answer_text }]));
  }

  async answeredPolls(pollIds: readonly string[]): Promise<Set<string>> {
    if (pollIds.length === 0) return new Set();
    const rows: { poll_id: string }[] = await this.db()('poll_responses')
      .whereIn('poll_id', pollIds)
      .distinct('poll_id');
    return new Set(rows.map((row) => row.poll_id));
  }

  async addResponse(response: NewPollResponse): Promise<'added' | 'answered' | 'gone'> {
    try {
      return (await this.insert(response)) ? 'added' : 'answered';
    } catch (error) {
      // The poll was removed by an edit between reading it and this insert.
      if (foreignKeyViolation(error) !== null) return 'gone';
      throw error;
    }
  }

  private async insert(response: NewPollResponse): Promise<boolean> {
    const inserted = await this.db()('poll_responses')
      .insert({
        id: response.id,
        poll_id: response.pollId,
        user_id: response.userId,
        option_ids: [...response.optionIds],
        answer_text: response.text,
        created_at: response.at,
      })
      .onConflict(['poll_id', 'user_id'])
      .ignore()
      .returning('id');
    return inserted.length === 1;
  }

  async freeFormAnswers(pollId: string): Promise<{ text: string; at: Date }[]> {
    const rows: { answer_text: string; created_at: Date }[] = await this.db()('poll_responses')
      .where({ poll_id: pollId })
      .whereNotNull('answer_text')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ])
      .select('answer_text', 'created_at');
    return rows.map((row) => ({ text: row.answer_text, at: new Date(row.created_at) }));
  }
}
