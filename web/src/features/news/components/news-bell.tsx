import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_CACHE_MS } from '../../../../../domain/constants/network.constants';
import { unreadBadgeText } from '../../../../../domain/formatting/unread-badge';
import { notify } from '../../../components/toast/notify';
import { useHistoryModal } from '../../../components/ui/use-history-modal';
import { useApi } from '../../../lib/api-context';
import { useSession } from '../../auth/hooks/use-session';
import { newsToShowKey } from '../api/news-reads';
import { useUnreadCount } from '../hooks/use-unread-count';
import { newsIdentity, type NewsIdentity } from '../model/news-identity';
import { BellIcon } from './bell-icon';
import { withLaterTexts } from '../../../i18n/language-texts';
import './news-bell.css';

// The header's bell (admin spec 2), for players and guests. It stays tiny: the popup, its texts and its
// calls are fetched when the bell is first opened (and warmed up when the pointer or focus reaches it).

const loadPopup = () => withLaterTexts(import('./news-popup'));
type PopupModule = Awaited<ReturnType<typeof loadPopup>>;

interface Shown {
  readonly Popup: PopupModule['NewsPopup'];
  readonly news: Parameters<PopupModule['NewsPopup']>[0]['news'];
  readonly identity: NewsIdentity;
}

export function NewsBell() {
  const { t } = useTranslation();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const userId = user?.id;
  const identity = useMemo(() => newsIdentity(status, userId), [status, userId]);
  const unread = useUnreadCount(identity);
  const modal = useHistoryModal('news');
  const [shown, setShown] = useState<Shown | null>(null);
  const [opening, setOpening] = useState(false);

  if (identity === null) return null;
  const badge = unreadBadgeText(unread.count ?? 0);

  async function open(asker: NewsIdentity) {
    if (opening) return;
    setOpening(true);
    try {
      const popup = await loadPopup();
      // Kept 30 s (admin spec 9): the popup marks it stale with every read, dismiss or vote.
      const news = await queryClient.fetchQuery({
        queryKey: newsToShowKey(asker),
        queryFn: () => popup.loadNews(client, asker),
        staleTime: NEWS_CACHE_MS,
      });
      if (news.unreadCount !== null) unread.learn(news.unreadCount);
      if (news.items.length === 0) {
        notify.info(t('news.none'));
      } else {
        setShown({ Popup: popup.NewsPopup, news, identity: asker });
        modal.open();
      }
    } catch (error) {
      // Spec 8: a news failure is only logged; the player hears there is nothing to show.
      console.warn('News unavailable', error);
      notify.info(t('news.none'));
    } finally {
      setOpening(false);
    }
  }

  const Popup = shown?.Popup;
  return (
    <span className="news-bell">
      <button
        type="button"
        className="icon-button news-bell__button"
        aria-label={
          badge === null ? t('news.bell') : t('news.bellUnread', { count: unread.count ?? 0, badge })
        }
        aria-haspopup="dialog"
        aria-busy={opening}
        onClick={() => void open(identity)}
        onPointerEnter={() => void loadPopup().catch(() => undefined)}
        onFocus={() => void loadPopup().catch(() => undefined)}
      >
        <BellIcon />
        {badge === null ? null : (
          <span className="news-bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {modal.isOpen && shown !== null && Popup !== undefined ? (
        <Popup
          news={shown.news}
          identity={shown.identity}
          onClose={modal.close}
          onUnreadCount={unread.learn}
        />
      ) : null}
    </span>
  );
}
