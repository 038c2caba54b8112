import type { EmailJobView } from '../../../../../../contracts/email.codec';
import { EmptyState } from '../../../../components/page/view-states';
import type { PanelFormats } from '../../shell/panel-formats';
import { useEmailText } from '../i18n/texts';
import { JobRow } from './job-row';

/** The earlier sendings, newest first; each opens to its recipients' outcomes. */
export function JobsList({
  jobs,
  formats,
  refreshing,
}: {
  jobs: EmailJobView[];
  formats: PanelFormats;
  refreshing: boolean;
}) {
  const { t } = useEmailText();
  return (
    <section className="card card--stack cp-mail-card" aria-labelledby="cp-mail-jobs-title">
      <h2 id="cp-mail-jobs-title" className="card__title">
        {t('jobs.title')}
      </h2>
      {jobs.length === 0 ? (
        <EmptyState compact>{t('jobs.none')}</EmptyState>
      ) : (
        <ul className="cp-mail-jobs" aria-label={t('jobs.label')} aria-busy={refreshing}>
          {jobs.map((job) => (
            <JobRow key={job.jobId} job={job} formats={formats} />
          ))}
        </ul>
      )}
    </section>
  );
}
