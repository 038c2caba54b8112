import type { ReactNode } from 'react';
import type { StatisticsPeriod } from '../../../../../../domain/statistics/statistics-period';
import { RemoteView } from '../../../../components/page/view-states';
import type { RemoteState } from '../../../../lib/use-remote';
import { PeriodPicker } from './period-picker';
import { useErrorText } from './use-error-text';

interface PeriodPanelProps<T> {
  /** The heading's id: it names the section. */
  titleId: string;
  title: string;
  period: StatisticsPeriod;
  onPeriod: (period: StatisticsPeriod) => void;
  /** What else the figures are read by (the reviews' date), below the heading. */
  filters?: ReactNode;
  read: Pick<RemoteState<T>, 'remote' | 'reload'>;
  children: (value: T, refreshing: boolean) => ReactNode;
}

/** A card of figures over a period: its title and the period's choice, then the figures, or why not. */
export function PeriodPanel<T>({
  titleId,
  title,
  period,
  onPeriod,
  filters,
  read,
  children,
}: PeriodPanelProps<T>) {
  const errorText = useErrorText();
  return (
    <section className="card card--stack cp-stats__panel" aria-labelledby={titleId}>
      <div className="split-row">
        <h2 id={titleId} className="card__title">
          {title}
        </h2>
        <PeriodPicker value={period} onChange={onPeriod} />
      </div>
      {filters}
      <RemoteView
        remote={read.remote}
        failed={read.remote.kind === 'failed' ? errorText(read.remote.error, 'loadFailed') : ''}
        onRetry={read.reload}
      >
        {children}
      </RemoteView>
    </section>
  );
}
