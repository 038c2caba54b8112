import { useMessagesText } from '../i18n/texts';

/** Characters used of the limit; over it, how many too many, in words and colour both. */
export function CharCounter({ id, used, max }: { id: string; used: number; max: number }) {
  const { t } = useMessagesText();
  const over = used - max;
  return (
    <span id={id} className={`cp-msg-counter${over > 0 ? ' is-over' : used > max * 0.9 ? ' is-near' : ''}`}>
      <span aria-hidden="true">{t('form.counter', { used, max })}</span>
      <span className="visually-hidden">{t('form.counterSpoken', { used, max })}</span>
      {over > 0 ? <span className="cp-msg-counter__over">{t('form.over', { count: over })}</span> : null}
    </span>
  );
}
