import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { NewsItemView, PollView } from '../../../../../contracts/news.codec';
import { ArrowLeftIcon, CheckIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import type { ApiClient } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { createNewsApi, type NewsToShow } from '../api/news-api';
import { NEWS_TO_SHOW_KEY } from '../api/news-reads';
import { useNewsText } from '../i18n/texts';
import {
  currentItem,
  isLast,
  markedRead,
  next,
  openCarousel,
  positionOf,
  previous,
  updateCurrent,
  withoutCurrent,
  type Carousel,
} from '../model/carousel';
import type { NewsIdentity } from '../model/news-identity';
import { NewsSlide } from './news-slide';
import './news-popup.css';

// The news popup carousel (admin spec 2 and 4), its own chunk: loaded when the bell is first opened.

/** What opening shows: active items first, then unread ones. */
export const loadNews = (client: ApiClient, identity: NewsIdentity): Promise<NewsToShow> =>
  createNewsApi(client, identity).newsToShow();

interface NewsPopupProps {
  news: NewsToShow;
  identity: NewsIdentity;
  onClose: () => void;
  /** The unread count a read or dismiss answered, for the bell's badge. */
  onUnreadCount: (count: number) => void;
}

export function NewsPopup({ news, identity, onClose, onUnreadCount }: NewsPopupProps) {
  const t = useNewsText();
  const { client } = useApi();
  const api = useMemo(() => createNewsApi(client, identity), [client, identity]);
  const [carousel, setCarousel] = useState<Carousel<NewsItemView> | null>(() => openCarousel(news.items));
  const nextButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  // The next opening reads the news again instead of showing the ones read, dismissed or voted on here.
  const newsChanged = () => void queryClient.invalidateQueries({ queryKey: NEWS_TO_SHOW_KEY });

  if (carousel === null) return null;
  const item = currentItem(carousel);
  const { number, total } = positionOf(carousel);
  const last = isLast(carousel);

  const go = (to: Carousel<NewsItemView> | null) => (to === null ? onClose() : setCarousel(to));
  // Spec 8: news failures are only logged; the player moves on either way.
  const report = (count: number | null) => {
    newsChanged();
    if (count !== null) onUnreadCount(count);
  };
  const logged = (action: string) => (error: unknown) => console.warn(`News ${action} failed`, error);

  const markRead = () => {
    if (item.isRead) return;
    api.markRead(item._id).then(report, logged('read'));
    go(markedRead(carousel));
  };
  const dismiss = () => {
    api.dismiss(item._id).then(report, logged('dismiss'));
    go(withoutCurrent(carousel));
    // The dismissed item's button is gone: keep the keyboard in the popup, on the way forward.
    window.requestAnimationFrame(() => nextButton.current?.focus());
  };
  const changePoll = (poll: PollView) => {
    newsChanged();
    setCarousel((shown) =>
      shown === null
        ? shown
        : updateCurrent(shown, (current) => ({
            ...current,
            polls: current.polls.map((old) => (old.id === poll.id ? poll : old)),
          })),
    );
  };

  const footer = (
    <div className="news-popup__footer">
      <div className="news-popup__position">
        <button
          type="button"
          className="icon-button"
          aria-label={t('previous')}
          aria-disabled={carousel.index === 0}
          onClick={() => setCarousel(previous(carousel))}
        >
          <ArrowLeftIcon />
        </button>
        <span className="news-popup__count" aria-hidden="true">
          {number} / {total}
        </span>
      </div>
      <div className="news-popup__actions">
        <button
          type="button"
          className="button button--primary news-popup__action"
          aria-disabled={item.isRead}
          onClick={markRead}
        >
          {item.isRead ? <CheckIcon /> : null}
          {item.isRead ? t('read') : t('markRead')}
        </button>
        <button
          ref={nextButton}
          type="button"
          className="button button--secondary news-popup__action"
          onClick={() => go(next(carousel))}
        >
          {last ? t('close') : t('next')}
        </button>
      </div>
    </div>
  );

  return (
    <Modal title={t('title')} onClose={onClose} footer={footer}>
      {/* The position is read out on every step; the visible "2 / 5" is for the eyes. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('position', { number, total })}
      </p>
      <NewsSlide
        key={item._id}
        item={item}
        identity={identity}
        api={api}
        onPollChange={changePoll}
        onDismiss={dismiss}
      />
    </Modal>
  );
}
