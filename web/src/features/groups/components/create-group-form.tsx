import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmission } from '../../../components/form/use-submission';
import { ButtonLink } from '../../../components/ui/button-link';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { useGroupsApi } from '../hooks/use-groups-api';
import { newGroup, type GroupFormErrors } from '../model/group-form';
import { groupPath } from '../model/my-groups';

/** A new group: a name and, if wanted, a code of 1-5 letters or digits for others to join with. */
export function CreateGroupForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: string; groupCode?: string }>({});
  const { submitting, failure, run, clear } = useSubmission(
    'groups.errors.createFailed',
    'Group not created',
  );
  const [created, setCreated] = useState<GroupView | null>(null);
  const fieldText = (error: unknown) => errorText(t, error, 'groups.errors.actionFailed');

  const fieldTexts = (found: GroupFormErrors) => ({
    ...(found.name ? { name: fieldText(found.name) } : {}),
    ...(found.groupCode ? { groupCode: fieldText(found.groupCode) } : {}),
  });

  /** The server's refusal of a field: shown at the field instead of above the button. */
  function fieldRefusal(error: unknown): { name?: string; groupCode?: string } | null {
    if (isApiError(error, 'GROUP_CODE_TAKEN') || isApiError(error, 'GROUP_CODE_INVALID'))
      return { groupCode: fieldText(error) };
    return isApiError(error, 'GROUP_NAME_INVALID') ? { name: fieldText(error) } : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    clear();
    const request = newGroup(name, code);
    if (E.isLeft(request)) return setErrors(fieldTexts(request.left));
    setErrors({});
    await run(async () => {
      let group: GroupView;
      try {
        group = await api.create(request.right);
      } catch (error) {
        const refusal = fieldRefusal(error);
        if (refusal === null) throw error;
        console.warn('Group not created', error);
        return setErrors(refusal);
      }
      setCreated(group);
      setName('');
      setCode('');
      onCreated();
    });
  }

  return (
    <section className="card card--stack sb-card" aria-labelledby="create-title">
      <h3 id="create-title" className="card__title">
        {t('groups.create.title')}
      </h3>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          name="name"
          label={t('groups.create.name')}
          value={name}
          onChange={setName}
          error={errors.name}
          autoComplete="off"
        />
        <TextField
          name="groupCode"
          label={t('groups.create.code')}
          hint={t('groups.create.codeHint')}
          value={code}
          onChange={setCode}
          error={errors.groupCode}
          autoComplete="off"
        />
        <FormAlert message={failure} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('groups.create.creating') : t('groups.create.submit')}
        </button>
      </form>
      {created ? (
        <div className="group-preview group-preview--done" role="status">
          <p>{t('groups.create.done', { name: created.name })}</p>
          {created.groupCode ? (
            <p>
              {t('groups.create.shareCode')} <code className="group-code">{created.groupCode}</code>
            </p>
          ) : null}
          <ButtonLink to={groupPath(created)} variant="secondary">
            {t('groups.openScoreboard')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
