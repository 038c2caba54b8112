import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmission } from '../../../components/form/use-submission';
import { ButtonLink } from '../../../components/ui/button-link';
import { errorText } from '../../../lib/error-text';
import { useGroupsApi } from '../hooks/use-groups-api';
import { joinCode } from '../model/group-form';
import { groupPath } from '../model/my-groups';

type Found = { code: string; group: GroupView | null };

/** Join with a code: look the group up, show it, then join (the code goes along: an id alone lets nobody in). */
export function JoinGroupForm({ onJoined }: { onJoined: () => void }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [joined, setJoined] = useState<GroupView | null>(null);
  const lookup = useSubmission('groups.errors.lookupFailed', 'Group action failed');
  const join = useSubmission('groups.errors.joinFailed', 'Group action failed');

  async function find(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    setJoined(null);
    join.clear();
    const checked = joinCode(code);
    if (E.isLeft(checked)) return setCodeError(errorText(t, checked.left, 'groups.errors.actionFailed'));
    setCodeError(null);
    await lookup.run(async () => setFound({ code: checked.right, group: await api.byCode(checked.right) }));
  }

  async function joinFound(group: GroupView, groupCode: string) {
    const ok = await join.run(() => api.join(group.id, groupCode));
    if (!ok) return;
    setJoined(group);
    setFound(null);
    setCode('');
    onJoined();
  }

  return (
    <section className="card card--stack sb-card" aria-labelledby="join-title">
      <h3 id="join-title" className="card__title">
        {t('groups.join.title')}
      </h3>
      <form className="form" onSubmit={(event) => void find(event)} noValidate>
        <TextField
          name="groupCode"
          label={t('groups.join.code')}
          hint={t('groups.codeHint')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
        />
        <FormAlert message={lookup.failure} />
        <button type="submit" className="button button--secondary" disabled={lookup.submitting}>
          {lookup.submitting ? t('groups.join.finding') : t('groups.join.find')}
        </button>
      </form>
      {found?.group === null ? (
        <p className="sb-note sb-note--error" role="alert">
          {t('groups.join.notFound', { code: found.code })}
        </p>
      ) : null}
      {found?.group ? (
        <div className="group-preview" role="status">
          <p className="group-preview__name">{found.group.name}</p>
          <p className="group-card__meta">
            <span>{t('groups.ownedBy', { username: found.group.ownerUsername })}</span>
            <span>{t('groups.memberCount', { count: found.group.memberCount })}</span>
          </p>
          <FormAlert message={join.failure} />
          {found.group.isMember || found.group.isOwner ? (
            <>
              <p>{t('groups.join.already')}</p>
              <ButtonLink to={groupPath(found.group)} variant="secondary">
                {t('groups.openScoreboard')}
              </ButtonLink>
            </>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={join.submitting}
              onClick={() => found.group && void joinFound(found.group, found.code)}
            >
              {join.submitting ? t('groups.join.joining') : t('groups.join.join', { name: found.group.name })}
            </button>
          )}
        </div>
      ) : null}
      {joined ? (
        <div className="group-preview group-preview--done" role="status">
          <p>{t('groups.join.done', { name: joined.name })}</p>
          <ButtonLink to={groupPath(joined)} variant="secondary">
            {t('groups.openScoreboard')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
