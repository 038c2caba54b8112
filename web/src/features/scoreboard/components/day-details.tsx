import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayScoresPage } from '../../../../../contracts/scoreboard.codec';
import { ButtonLink } from '../../../components/ui/button-link';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import type { Remote } from '../../../lib/use-remote';
import { useFormats } from '../hooks/use-formats';
import { DayRanking } from './day-ranking';
import { Pager } from './pager';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import './days.css';

interface DayDetailsProps {
  date: string;
  remote: Remote<DayScoresPage>;
  onRetry: () => void;
  page: number;
  /** Absent for a list that comes whole (my list's scores of the day). */
  onPage?: (page: number) => void;
  back: { to: string; label: string };
  /** Beside the heading: a view switch, a link to the game. */
  actions?: ReactNode;
  emptyText: string;
}

/** One date's ranking under its heading (game number, date, title), with paging and a way back. */
export function DayDetails({
  date,
  remote,
  onRetry,
  page,
  onPage,
  back,
  actions,
  emptyText,
}: DayDetailsProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const loaded = remote.kind === 'ready' && remote.value.gameDate === date ? remote.value : null;
  return (
    <section className="card--stack day-details" aria-labelledby="day-title">
      <div className="day-details__head">
        <div>
          {loaded ? (
            <p className="eyebrow">{t('scoreboard.days.number', { number: loaded.sequenceNumber })}</p>
          ) : null}
          <h2 id="day-title" className="sb-heading">
            {formats.longDate(date)}
          </h2>
          {loaded?.title ? <p className="day-details__title">{loaded.title}</p> : null}
        </div>
        {actions}
      </div>
      <RemoteView remote={remote} failed={t('scoreboard.day.failed')} onRetry={onRetry}>
        {(value, refreshing) =>
          value.scores.length === 0 ? (
            <EmptyState>{emptyText}</EmptyState>
          ) : (
            <>
              <DayRanking
                id="day-ranking"
                scores={value.scores}
                label={t('scoreboard.day.ranking', { date: formats.longDate(date) })}
                refreshing={refreshing}
              />
              {onPage ? (
                <Pager
                  page={page}
                  totalPages={value.totalPages}
                  hasMore={value.hasMore}
                  onChange={onPage}
                  targetId="day-ranking"
                  busy={refreshing}
                />
              ) : null}
            </>
          )
        }
      </RemoteView>
      <div className="sb-back">
        <ButtonLink to={back.to} variant="ghost">
          <ArrowLeftIcon />
          {back.label}
        </ButtonLink>
      </div>
    </section>
  );
}
