import { useId, useState } from 'react';
import { NEWS_POLLS_MAX } from '../../../../../../domain/constants/news.constants';
import { PlusIcon } from '../../../../components/ui/icons';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useNewsText } from '../i18n/texts';
import { problemText } from '../model/problem-text';
import { emptyPoll, movePoll, removePoll, updatePoll, type PollDraft } from '../model/poll-editor';
import { PollEditor } from './poll-editor';
import type { NewsEditorState } from './use-news-editor';

/** The item's polls, each in a card of its own; a poll that has responses asks before it goes. */
export function PollsSection({ editor }: { editor: NewsEditorState }) {
  const { t } = useNewsText();
  const id = useId();
  const { draft, setDraft, problems } = editor;
  const [removing, setRemoving] = useState<PollDraft | null>(null);
  const polls = draft.polls;
  const full = polls.length >= NEWS_POLLS_MAX;
  const error = problemText(t, problems.polls);

  const remove = (poll: PollDraft) => setDraft({ polls: removePoll(polls, poll.key) });

  return (
    <section className="card card--stack cp-news-section" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="cp-news-section__title">
          {t('polls.title')}
        </h3>
        <p className="field__hint">{t('polls.intro')}</p>
      </div>
      {polls.length === 0 ? <p className="cp-muted">{t('polls.none')}</p> : null}
      <ol className="cp-news-polls">
        {polls.map((poll, index) => (
          <PollEditor
            key={poll.key}
            poll={poll}
            index={index}
            count={polls.length}
            problems={problems.poll[poll.key]}
            onChange={(change) => setDraft({ polls: updatePoll(polls, poll.key, change) })}
            onMove={(step) => setDraft({ polls: movePoll(polls, poll.key, step) })}
            onRemove={() => (poll.responses > 0 ? setRemoving(poll) : remove(poll))}
          />
        ))}
      </ol>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="cp-news-polls__add">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={full || undefined}
          aria-describedby={full ? `${id}-max` : undefined}
          onClick={() => {
            if (!full) setDraft({ polls: [...polls, emptyPoll()] });
          }}
        >
          <PlusIcon width={18} height={18} />
          {t('polls.add')}
        </button>
        {full ? (
          <p id={`${id}-max`} className="field__hint">
            {t('polls.max', { max: NEWS_POLLS_MAX })}
          </p>
        ) : null}
      </div>
      {removing === null ? null : (
        <ConfirmDialog
          title={t('polls.removeTitle')}
          confirmLabel={t('polls.removeConfirm')}
          busy={false}
          onConfirm={() => {
            remove(removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        >
          <p className="cp-news-dialog-text">{t('polls.removeBody', { count: removing.responses })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
