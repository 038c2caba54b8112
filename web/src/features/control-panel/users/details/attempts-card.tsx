import { useId, useState } from 'react';
import type { AttemptedCategoriesAnswer } from '../../../../../../contracts/manage-users.codec';
import { LoadingState, ErrorState } from '../../../../components/page/view-states';
import { CheckIcon, CrossIcon } from '../../../../components/ui/icons';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { userKey } from '../../shell/user-reads';
import { useUsersApi } from '../api/use-users-api';
import { ScoreStatus } from '../components/score-status';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import { formatNumber, isCalendarDay } from '../model/format';
import { NoneYet, Section } from './section';

/** The combinations the user tried on a day (the last day played unless another is picked). */
export function AttemptsCard({ userId, initialDate }: { userId: string; initialDate: string }) {
  const { t } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const id = useId();
  const [date, setDate] = useState(initialDate);
  const valid = isCalendarDay(date);
  const attempts = useRemote(
    valid ? [...userKey(userId), 'attempts', date] : null,
    (signal) => api.attempts(userId, date, signal),
    'Attempted categories read failed',
  );
  const remote = currentOnly(attempts.remote);
  return (
    <Section title={t('attempts.title')} className="users-attempts">
      <div className="field users-attempts__date">
        <label htmlFor={id} className="field__label">
          {t('attempts.date')}
        </label>
        <input
          id={id}
          type="date"
          className="field__input"
          value={date}
          max={new Date().toISOString().slice(0, 10)}
          aria-invalid={date !== '' && !valid ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setDate(event.target.value)}
        />
        <p id={`${id}-error`} className="field__error" aria-live="polite">
          {date !== '' && !valid ? t('attempts.invalidDate') : null}
        </p>
      </div>
      {!valid ? (
        <NoneYet>{t('attempts.noDate')}</NoneYet>
      ) : remote.kind === 'loading' ? (
        <LoadingState compact />
      ) : remote.kind === 'failed' ? (
        <ErrorState compact message={errorText(remote.error, 'attemptsFailed')} onRetry={attempts.reload} />
      ) : (
        <AttemptList answer={remote.value} />
      )}
    </Section>
  );
}

function AttemptList({ answer }: { answer: AttemptedCategoriesAnswer }) {
  const { t, language } = useUsersText();
  const correct = answer.attempts.filter((attempt) => attempt.correct).length;
  return (
    <div className="users-attempts__result" aria-live="polite">
      {answer.game === null ? (
        <p className="users-none">{t('attempts.noGame')}</p>
      ) : (
        <p className="users-attempts__game">
          <ScoreStatus status={answer.game.status} />
          {answer.game.score !== null ? (
            <span>{t('attempts.score', { score: formatNumber(answer.game.score, language) })}</span>
          ) : null}
          <span>{t('attempts.mistakes', { count: answer.game.mistakes })}</span>
        </p>
      )}
      {answer.attempts.length === 0 ? (
        answer.game === null ? null : (
          <p className="users-none">{t('attempts.none')}</p>
        )
      ) : (
        <>
          <p className="users-attempts__summary">
            {t('attempts.summary', { count: answer.attempts.length, correct })}
          </p>
          <ol className="users-attempt-list">
            {answer.attempts.map((attempt, index) => (
              <li
                key={index}
                className={`users-attempt users-attempt--${attempt.correct ? 'correct' : 'wrong'}`}
              >
                <span className="users-attempt__verdict">
                  {attempt.correct ? (
                    <CheckIcon width={16} height={16} />
                  ) : (
                    <CrossIcon width={16} height={16} />
                  )}
                  {t(attempt.correct ? 'attempts.correct' : 'attempts.wrong')}
                </span>
                <span className="users-attempt__words">{attempt.words.join(' · ')}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
