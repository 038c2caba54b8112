import { fi } from '../i18n/fi';
import type { AuditT } from '../i18n/texts';
import { actionKey } from '../model/audit-diff';

type ActionKey = keyof typeof fi.actions;
const isActionKey = (key: string): key is ActionKey => Object.hasOwn(fi.actions, key);

/** An action's name in the reader's language, or its code when the tab does not know it yet. */
export function actionLabel(t: AuditT, action: string): string {
  const key = actionKey(action);
  return isActionKey(key) ? t(`actions.${key}`) : action;
}

type EntityKey = keyof typeof fi.entities;
const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(fi.entities, key);

/** What kind of thing changed (a game, a user), or its code when the tab does not know it yet. */
export function entityLabel(t: AuditT, entity: string): string {
  return isEntityKey(entity) ? t(`entities.${entity}`) : entity;
}
