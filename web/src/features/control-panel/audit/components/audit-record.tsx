import type { AuditRecordView } from '../../../../../../contracts/manage-scores.codec';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { localeOf } from '../../shell/panel-formats';
import { useAuditText } from '../i18n/texts';
import { actionLabel, entityLabel } from './action-label';
import { RecordDiff } from './record-diff';

/** One change, folded to a line (what, on what, who, when); opened, what it changed. */
export function AuditRecord({ record }: { record: AuditRecordView }) {
  const { t, language } = useAuditText();
  const at = new Date(record.at);
  const when = Number.isNaN(at.getTime())
    ? record.at
    : new Intl.DateTimeFormat(localeOf(language), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(at);
  const label = actionLabel(t, record.action);
  return (
    <li className="cp-record">
      <details>
        <summary className="cp-record__summary">
          <ChevronRightIcon width={18} height={18} className="cp-record__chevron" />
          <span className="cp-record__what">
            <span className="cp-audit-record__action">{label}</span>
            <span className="cp-audit-record__target">
              {entityLabel(t, record.entity)}
              {record.entityId === null ? null : (
                <code className="cp-audit-record__id">{record.entityId}</code>
              )}
            </span>
          </span>
          <span className="cp-audit-record__who">
            <span className="cp-audit-record__actor">{record.actor.username}</span>
            <time className="cp-audit-record__time" dateTime={record.at}>
              {when}
            </time>
          </span>
        </summary>
        <div className="cp-audit-record__body">
          {label === record.action ? null : (
            <p className="cp-audit__muted">
              <code>{record.action}</code>
            </p>
          )}
          <RecordDiff before={record.before} after={record.after} />
        </div>
      </details>
    </li>
  );
}
