import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { useRemote } from '../../../lib/use-remote';
import { groupKey } from '../hooks/group-reads';
import { DaysList } from '../../scoreboard/components/days-list';
import { usePageParam } from '../../scoreboard/hooks/use-page-param';
import { useGroupsApi } from '../hooks/use-groups-api';

/** `/groups/:groupCode/days`: the game dates as the group's members played them. */
export function GroupDays({ group, base }: { group: GroupView; base: string }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const [page, setPage] = usePageParam();
  const { remote, reload } = useRemote([...groupKey(group.id), 'days', page], (signal) =>
    api.days(group.id, page, signal),
  );
  return (
    <section className="card--stack" aria-labelledby="group-days-title">
      <h2 id="group-days-title" className="visually-hidden">
        {t('groups.scoreboard.days')}
      </h2>
      <DaysList
        id="group-days"
        remote={remote}
        onRetry={reload}
        page={page}
        onPage={setPage}
        dayPath={(date) => `${base}/days/${date}`}
      />
    </section>
  );
}
