import type { Knex } from 'knex';
import type { StoredPoll } from '../../application/ports/news.repository';
import type { PollKind } from '../../domain/news/news-item';

// The polls of news items and their options, read and written for PostgresNewsRepository.

type Executor = Knex | Knex.Transaction;

interface PollRow {
  id: string;
  news_id: string;
  question: string;
  type: PollKind;
  allow_multiple: boolean;
}

interface OptionRow {
  id: string;
  poll_id: string;
  text: string;
}

/** The polls of the items with their options, in the editor's order: two statements whatever the count. */
export async function pollsOf(db: Executor, newsIds: readonly string[]): Promise<Map<string, StoredPoll[]>> {
  const byNews = new Map<string, StoredPoll[]>();
  if (newsIds.length === 0) return byNews;
  const polls: PollRow[] = await db('polls')
    .whereIn('news_id', newsIds)
    .orderBy(['news_id', 'position'])
    .select('id', 'news_id', 'question', 'type', 'allow_multiple');
  const options: OptionRow[] =
    polls.length === 0
      ? []
      : await db('poll_options')
          .whereIn(
            'poll_id',
            polls.map((poll) => poll.id),
          )
          .orderBy(['poll_id', 'position'])
          .select('id', 'poll_id', 'text');
  for (const poll of polls) {
    const list = byNews.get(poll.news_id) ?? [];
    list.push({
      id: poll.id,
      question: poll.question,
      type: poll.type,
      allowMultiple: poll.allow_multiple,
      options: options.filter((o) => o.poll_id === poll.id).map((o) => ({ id: o.id, text: o.text })),
    });
    byNews.set(poll.news_id, list);
  }
  return byNews;
}

/** The item's polls become exactly these: others go (responses with them), listed ones keep their ids. */
export async function writePolls(db: Executor, newsId: string, polls: readonly StoredPoll[]): Promise<void> {
  await db('polls')
    .where({ news_id: newsId })
    .whereNotIn(
      'id',
      polls.map((poll) => poll.id),
    )
    .delete();
  for (const [position, poll] of polls.entries()) {
    await db('polls')
      .insert({
        id: poll.id,
        news_id: newsId,
        position,
        question: poll.question,
        type: poll.type,
        allow_multiple: poll.allowMultiple,
      })
      .onConflict('id')
      .merge(['position', 'question', 'type', 'allow_multiple']);
    await db('poll_options')
      .where({ poll_id: poll.id })
      .whereNotIn(
        'id',
        poll.options.map((option) => option.id),
      )
      .delete();
    if (poll.options.length === 0) continue;
    await db('poll_options')
      .insert(
        poll.options.map((option, i) => ({
          id: option.id,
          poll_id: poll.id,
          position: i,
          text: option.text,
        })),
      )
      .onConflict('id')
      .merge(['position', 'text']);
  }
}
