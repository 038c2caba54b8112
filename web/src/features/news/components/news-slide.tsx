import { useId } from 'react';
import type { NewsItemView, PollView } from '../../../../../contracts/news.codec';
import type { NewsApi } from '../api/news-api';
import { useNewsText } from '../i18n/texts';
import type { NewsIdentity } from '../model/news-identity';
import { PollCard } from './poll-card';

interface NewsSlideProps {
  item: NewsItemView;
  identity: NewsIdentity;
  api: NewsApi;
  onPollChange: (poll: PollView) => void;
  onDismiss: () => void;
}

/**
 * One news item: title, optional image, the content and its polls. The content is HTML the server already
 * passed through its allow-list (DESIGN 11): that is the protection, so it is shown as it comes.
 */
export function NewsSlide({ item, identity, api, onPollChange, onDismiss }: NewsSlideProps) {
  const t = useNewsText();
  const titleId = useId();
  return (
    <article className="news-slide" aria-labelledby={titleId}>
      <h3 id={titleId} className="news-slide__title">
        {item.title}
      </h3>
      {item.imagePath ? (
        <img className="news-slide__image" src={item.imagePath} alt="" decoding="async" />
      ) : null}
      <div className="news-content" dangerouslySetInnerHTML={{ __html: item.content }} />
      {item.polls.map((poll) => (
        <PollCard
          key={poll.id}
          newsId={item._id}
          poll={poll}
          identity={identity}
          api={api}
          onChange={onPollChange}
        />
      ))}
      <button type="button" className="link-button news-slide__dismiss" onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </article>
  );
}
