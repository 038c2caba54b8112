import { useMemo, useState } from 'react';
import type { EmailJobAnswer, EmailJobView } from '../../../../../contracts/email.codec';
import { ErrorState, LoadingState } from '../../../components/page/view-states';
import { notify } from '../../../components/toast/notify';
import { useRemote } from '../../../lib/use-remote';
import { createPanelFormats } from '../shell/panel-formats';
import { useEmailApi } from './api/use-email-api';
import { useErrorText } from './components/use-error-text';
import { ComposeCard } from './compose/compose-card';
import { useEmailText } from './i18n/texts';
import { CurrentJob } from './jobs/current-job';
import { JobsList } from './jobs/jobs-list';
import { isRunning } from './model/job-progress';
import './email.css';

interface Followed {
  job: EmailJobView;
  skipped: number;
}

/**
 * The control panel's e-mail (DESIGN 11), an admin's only, in its own lazily loaded chunk: writing a mail
 * to chosen players or to all, the sending it starts followed to its end, and the earlier sendings.
 */
export function EmailTab() {
  const { t, language } = useEmailText();
  const api = useEmailApi();
  const errorText = useErrorText();
  const formats = useMemo(() => createPanelFormats(language), [language]);
  const jobs = useRemote(['email', 'jobs'], (signal) => api.jobs(signal), 'E-mail jobs read failed');
  const [started, setStarted] = useState<Followed | null>(null);
  const [joinedId, setJoinedId] = useState<string | null>(null);

  const listed = jobs.remote.kind === 'ready' ? jobs.remote.value.jobs : [];
  // A sending running when the tab opens (started here earlier, or by another admin) is followed too,
  // and its card stays once it ends.
  const running = listed.find(isRunning);
  if (joinedId === null && running !== undefined) setJoinedId(running.jobId);
  const joined = listed.find((job) => job.jobId === joinedId);
  const followed: Followed | null = started ?? (joined ? { job: joined, skipped: 0 } : null);
  const earlier = listed.filter((job) => job.jobId !== followed?.job.jobId);

  const onStarted = (answer: EmailJobAnswer) => {
    notify.success(t('done.started', { count: answer.recipients }));
    setStarted({ job: answer.job, skipped: answer.skipped });
    // A sending followed until now joins the earlier ones (a new one waits for it in the queue).
    jobs.reload();
    document.getElementById('cp-mail-top')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="cp-mail" id="cp-mail-top">
      {followed === null ? null : (
        <CurrentJob
          key={followed.job.jobId}
          initial={followed.job}
          skipped={followed.skipped}
          formats={formats}
          onEnd={jobs.reload}
        />
      )}
      <ComposeCard onStarted={onStarted} />
      {jobs.remote.kind === 'loading' ? <LoadingState /> : null}
      {jobs.remote.kind === 'failed' ? (
        <ErrorState message={errorText(jobs.remote.error, 'jobsFailed')} onRetry={jobs.reload} />
      ) : null}
      {jobs.remote.kind === 'ready' ? (
        <JobsList jobs={earlier} formats={formats} refreshing={jobs.remote.refreshing} />
      ) : null}
    </div>
  );
}
