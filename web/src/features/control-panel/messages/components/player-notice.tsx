import { useMessagesText } from '../i18n/texts';

/** The message as the players' menu shows it: plain text under the notice's own title. */
export function PlayerNotice({ text }: { text: string }) {
  const { t } = useMessagesText();
  return (
    <div className="cp-msg-player">
      <p className="cp-msg-player__title">{t('now.playerTitle')}</p>
      <p className="cp-msg-player__text">{text}</p>
    </div>
  );
}
