import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { GroupView } from '../../../../../contracts/social.codec';
import { DocumentTitle } from '../../../components/page/document-title';
import { ButtonLink } from '../../../components/ui/button-link';
import { ArrowLeftIcon, UsersIcon } from '../../../components/ui/icons';
import { useSession } from '../../auth/hooks/use-session';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import { SectionTabs } from '../../scoreboard/components/section-tabs';
import { useGroupsChanged } from '../hooks/group-reads';
import { useGroup } from '../hooks/use-group';
import { groupPath } from '../model/my-groups';
import { GroupDayDetails } from './group-day-details';
import { GroupDays } from './group-days';
import { GroupJoinBanner } from './group-join-banner';
import { GroupPlayers } from './group-players';
import '../../scoreboard/components/scoreboard.css';
import './groups.css';

/** `/groups/:groupCode/*`: one group's scoreboard, its players ranked and its days, for signed-in players. */
export function GroupScoreboardPage() {
  const { t } = useTranslation();
  const { groupCode: reference = '', '*': rest = '' } = useParams();
  const { status } = useSession();
  const { remote, reload } = useGroup(status === 'user' ? reference : null);
  const joined = useGroupsChanged();

  if (status === 'loading') return <Frame title={t('groups.scoreboard.title')}>{<LoadingState />}</Frame>;
  if (status === 'guest')
    return (
      <Frame title={t('groups.scoreboard.title')} back={{ to: '/', label: t('common.backToMenu') }}>
        <EmptyState>{t('groups.scoreboard.signIn')}</EmptyState>
      </Frame>
    );
  if (remote.kind === 'loading')
    return <Frame title={t('groups.scoreboard.title')}>{<LoadingState />}</Frame>;
  if (remote.kind === 'failed')
    return (
      <Frame title={t('groups.scoreboard.title')}>
        <ErrorState message={t('groups.scoreboard.failed')} onRetry={reload} />
      </Frame>
    );
  const group = remote.value;
  if (group === null)
    return (
      <Frame title={t('groups.scoreboard.title')}>
        <EmptyState alert>{t('groups.scoreboard.notFound', { code: reference })}</EmptyState>
      </Frame>
    );
  return <GroupScoreboard group={group} section={rest.split('/')[0] ?? ''} onJoined={joined} />;
}

function GroupScoreboard({
  group,
  section,
  onJoined,
}: {
  group: GroupView;
  section: string;
  onJoined: () => void;
}) {
  const { t } = useTranslation();
  const base = groupPath(group);
  return (
    <Frame
      title={group.name}
      eyebrow={
        group.groupCode
          ? t('groups.scoreboard.eyebrow', { code: group.groupCode })
          : t('groups.scoreboard.title')
      }
      meta={
        <p className="group-card__meta">
          <span>
            <UsersIcon width={16} height={16} className="group-card__meta-icon" />
            {t('groups.memberCount', { count: group.memberCount })}
          </span>
          <span>
            {group.isOwner ? t('groups.youOwn') : t('groups.ownedBy', { username: group.ownerUsername })}
          </span>
        </p>
      }
    >
      {/* Only members see a group's standings (the server says so too): others are offered to join. */}
      {group.isMember || group.isOwner ? (
        <>
          <SectionTabs
            label={t('groups.scoreboard.views')}
            tabs={[
              { to: `${base}/players`, label: t('groups.scoreboard.players'), active: section === 'players' },
              { to: `${base}/days`, label: t('groups.scoreboard.days'), active: section === 'days' },
            ]}
          />
          <Routes>
            <Route index element={<Navigate to={`${base}/players`} replace />} />
            <Route path="players" element={<GroupPlayers group={group} />} />
            <Route path="days" element={<GroupDays group={group} base={base} />} />
            <Route path="days/:date" element={<GroupDayDetails group={group} base={base} />} />
            <Route path="*" element={<Navigate to={`${base}/players`} replace />} />
          </Routes>
        </>
      ) : (
        <GroupJoinBanner group={group} onJoined={onJoined} />
      )}
    </Frame>
  );
}

function Frame({
  title,
  eyebrow,
  meta,
  back,
  children,
}: {
  title: string;
  eyebrow?: string;
  meta?: ReactNode;
  /** Where the link under the page leads: my groups, or the menu for a visitor who is not signed in. */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page container scoreboard">
      <DocumentTitle page={title} />
      <header className="page__header">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page__title">{title}</h1>
        {meta}
      </header>
      {children}
      <div className="sb-back">
        <ButtonLink to={back?.to ?? '/scoreboard/groups'} variant="ghost">
          <ArrowLeftIcon />
          {back?.label ?? t('groups.scoreboard.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
