import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GroupView } from '../../../../../contracts/social.codec';
import { isGameDate } from '../../../../../domain/game/game-date';
import { useRemote } from '../../../lib/use-remote';
import { groupKey } from '../hooks/group-reads';
import { DayDetails } from '../../scoreboard/components/day-details';
import { ErrorState } from '../../../components/page/view-states';
import { usePageParam } from '../../scoreboard/hooks/use-page-param';
import { useGroupsApi } from '../hooks/use-groups-api';

/** `/groups/:groupCode/days/:date`: the group's ranking of one date. */
export function GroupDayDetails({ group, base }: { group: GroupView; base: string }) {
  const { t } = useTranslation();
  const { date = '' } = useParams();
  const api = useGroupsApi();
  const [page, setPage] = usePageParam();
  const valid = isGameDate(date);
  const { remote, reload } = useRemote(valid ? [...groupKey(group.id), 'day', date, page] : null, (signal) =>
    api.day(group.id, date, page, signal),
  );
  if (!valid) return <ErrorState message={t('common.invalidDate')} />;
  return (
    <DayDetails
      date={date}
      remote={remote}
      onRetry={reload}
      page={page}
      onPage={setPage}
      back={{ to: `${base}/days`, label: t('scoreboard.day.back') }}
      emptyText={t('groups.scoreboard.noScores')}
    />
  );
}
