import { useState } from 'react';
import { useHref } from 'react-router';
import { ROLES, type Role } from '../../../../../../domain/permissions/permission-policy';
import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useUsersApi } from '../api/use-users-api';
import { notify } from '../../../../components/toast/notify';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import { Section } from './section';
import '../../shell/active-switch.css';

interface RoleSwitchesProps {
  user: ManagedUserView;
  self: boolean;
  onChanged: (user: ManagedUserView) => void;
}

type Pending = { role: Role; action: 'add' | 'remove' };

/**
 * A switch per role. Granting admin, and taking it from yourself, asks first; the last admin's role is
 * refused by the server (409 LAST_ADMIN) and the switch stays as it was.
 */
export function RoleSwitches({ user, self, onChanged }: RoleSwitchesProps) {
  const { t } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const panelHref = useHref('/control-panel');
  const [busy, setBusy] = useState<Role | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function change({ role, action }: Pending) {
    setBusy(role);
    setFailure(null);
    try {
      const answer = await api.changeRole(user.id, { role, action });
      setAsking(null);
      const roleText = t(`role.roleInText.${role}`);
      notify.success(
        t(action === 'add' ? 'role.added' : 'role.removed', { username: user.username, role: roleText }),
      );
      // Without the admin role this tab is no longer yours: start again from the panel with fresh roles.
      if (self && role === 'admin' && action === 'remove') window.location.assign(panelHref);
      else onChanged(answer.user);
    } catch (error) {
      setAsking(null);
      setFailure(errorText(error, 'saveFailed'));
    } finally {
      setBusy(null);
    }
  }

  function toggle(role: Role) {
    // Marked disabled while a change runs, yet focusable: the focus stays on the switch that was pressed.
    if (busy !== null) return;
    const action = user.roles.includes(role) ? 'remove' : 'add';
    const asks = (role === 'admin' && action === 'add') || (self && role === 'admin' && action === 'remove');
    if (asks) setAsking({ role, action });
    else void change({ role, action });
  }

  return (
    <Section title={t('role.title')}>
      <p className="users-section__intro">{t('role.intro')}</p>
      <ul className="users-switches">
        {ROLES.map((role) => {
          const on = user.roles.includes(role);
          const id = `users-role-${role}`;
          return (
            <li key={role} className="users-switch-row">
              <div className="users-switch-row__text">
                <span id={id} className="users-switch-row__label">
                  {t(`roles.${role}`)}
                </span>
                <span id={`${id}-hint`} className="users-switch-row__hint">
                  {t(`role.${role}`)}
                </span>
              </div>
              <button
                type="button"
                role="switch"
                className="cp-switch users-switch"
                aria-checked={on}
                aria-labelledby={id}
                aria-describedby={`${id}-hint`}
                aria-busy={busy === role || undefined}
                aria-disabled={busy !== null || undefined}
                onClick={() => toggle(role)}
              >
                <span className="cp-switch__track" aria-hidden="true">
                  <span className="cp-switch__thumb">
                    {busy === role ? <span className="spinner cp-switch__spinner" /> : null}
                  </span>
                </span>
                <span className="cp-switch__state">{t(on ? 'role.on' : 'role.off')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <FormAlert message={failure} />
      {asking !== null ? (
        <ConfirmDialog
          title={t(asking.action === 'add' ? 'role.grantAdminTitle' : 'role.removeOwnAdminTitle')}
          confirmLabel={t(asking.action === 'add' ? 'role.grantAdminConfirm' : 'role.removeOwnAdminConfirm')}
          busy={busy !== null}
          onConfirm={() => void change(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.action === 'add'
              ? t('role.grantAdminBody', { username: user.username })
              : t('role.removeOwnAdminBody')}
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
