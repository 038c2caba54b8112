import type { MessageView } from '../../../../../../contracts/messages.codec';
import { useMessagesText } from '../i18n/texts';
import { PlayerNotice } from './player-notice';

/** What players see on their menu right now: the message itself as they see it, or that there is none. */
export function NowShowing({ messages }: { messages: readonly MessageView[] }) {
  const { t } = useMessagesText();
  const showing = messages.find((message) => message.showingNow);
  return (
    <section className="cp-msg-now" aria-labelledby="cp-msg-now-title">
      <h3 id="cp-msg-now-title" className="cp-msg-now__title">
        <span className={`cp-msg-now__dot${showing ? ' is-live' : ''}`} aria-hidden="true" />
        {t('now.title')}
      </h3>
      {showing ? <PlayerNotice text={showing.message} /> : <p className="cp-muted">{t('now.none')}</p>}
    </section>
  );
}
