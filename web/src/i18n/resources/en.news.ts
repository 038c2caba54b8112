import type { fiNews } from './fi.news';

export const enNews: { readonly [K in keyof typeof fiNews]: string } = {
  bell: 'News',
  bellUnread_one: 'News, {{badge}} unread',
  bellUnread_other: 'News, {{badge}} unread',
  none: 'No news available.',
};
