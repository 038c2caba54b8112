import { useTranslation } from 'react-i18next';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import { useGroupsChanged } from '../hooks/group-reads';
import { useMyGroups } from '../hooks/use-my-groups';
import { CreateGroupForm } from './create-group-form';
import { GroupCard } from './group-card';
import { JoinGroupForm } from './join-group-form';
import './groups.css';

/** `/scoreboard/groups`: my groups, joining one by its code and creating a new one. */
export function GroupsPanel() {
  const { t } = useTranslation();
  const groups = useMyGroups();
  const changed = useGroupsChanged();
  return (
    <section className="card--stack groups" aria-labelledby="groups-title">
      <div>
        <h2 id="groups-title" className="sb-heading">
          {t('groups.mine')}
        </h2>
        <p className="sb-intro">{t('groups.intro')}</p>
      </div>
      <RemoteView remote={groups.remote} failed={t('groups.failed')} onRetry={groups.reload}>
        {(list, refreshing) =>
          list.length === 0 ? (
            <EmptyState>{t('groups.none')}</EmptyState>
          ) : (
            <ul className={`group-cards${refreshing ? ' is-refreshing' : ''}`} aria-busy={refreshing}>
              {list.map((group) => (
                <GroupCard key={group.id} group={group} onChanged={changed} />
              ))}
            </ul>
          )
        }
      </RemoteView>
      <div className="sb-columns">
        <JoinGroupForm onJoined={changed} />
        <CreateGroupForm onCreated={changed} />
      </div>
    </section>
  );
}
