import { useAuditText } from '../i18n/texts';
import { diffRecord, prettyJson, valueText, type FieldChange } from '../model/audit-diff';

function Value({ value }: { value: unknown }) {
  const { t } = useAuditText();
  const text = valueText(value);
  return text === null ? (
    <span className="cp-diff__none">{t('diff.none')}</span>
  ) : (
    <span className="cp-diff__value">{text === '' ? t('diff.empty') : text}</span>
  );
}

function Change({ change }: { change: FieldChange }) {
  const { t } = useAuditText();
  return (
    <li className={`cp-diff__row cp-diff__row--${change.kind}`}>
      <p className="cp-diff__field">
        <code className="cp-diff__path">{change.path === '' ? t('diff.value') : change.path}</code>
        <span className="cp-diff__kind">{t(`diff.kinds.${change.kind}`)}</span>
      </p>
      {/* A field added or removed has one side only: the other would say "no value" and nothing more. */}
      <div className="cp-diff__sides">
        {change.kind === 'added' ? null : (
          <div className="cp-diff__side cp-diff__side--before">
            <span className="cp-diff__label">{t('diff.before')}</span>
            <Value value={change.before} />
          </div>
        )}
        {change.kind === 'removed' ? null : (
          <div className="cp-diff__side cp-diff__side--after">
            <span className="cp-diff__label">{t('diff.after')}</span>
            <Value value={change.after} />
          </div>
        )}
      </div>
    </li>
  );
}

/** A record's change: each field that changed with its before and after side by side, then both whole. */
export function RecordDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAuditText();
  const { changes, unchanged } = diffRecord(before, after);
  const old = prettyJson(before);
  const now = prettyJson(after);
  return (
    <div className="cp-diff">
      {changes.length === 0 ? (
        <p className="cp-audit__muted">{t('diff.noChanges')}</p>
      ) : (
        <ul className="cp-diff__list" aria-label={t('diff.changes', { count: changes.length })}>
          {changes.map((change) => (
            <Change key={change.path} change={change} />
          ))}
        </ul>
      )}
      {unchanged > 0 ? <p className="cp-audit__muted">{t('diff.unchanged', { count: unchanged })}</p> : null}
      {old === null && now === null ? null : (
        <details className="cp-diff__whole">
          <summary className="cp-diff__whole-toggle">{t('diff.whole')}</summary>
          <div className="cp-diff__json">
            <section aria-label={t('diff.before')}>
              <h4 className="cp-diff__label">{t('diff.before')}</h4>
              {old === null ? (
                <p className="cp-audit__muted">{t('diff.nothingBefore')}</p>
              ) : (
                <pre tabIndex={0}>{old}</pre>
              )}
            </section>
            <section aria-label={t('diff.after')}>
              <h4 className="cp-diff__label">{t('diff.after')}</h4>
              {now === null ? (
                <p className="cp-audit__muted">{t('diff.nothingAfter')}</p>
              ) : (
                <pre tabIndex={0}>{now}</pre>
              )}
            </section>
          </div>
        </details>
      )}
    </div>
  );
}
