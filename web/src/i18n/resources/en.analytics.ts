import type { fiAnalytics } from './fi.analytics';

export const enAnalytics: { readonly [K in keyof typeof fiAnalytics]: string } = {
  switchLabel: 'Usage statistics',
  switchHint: 'Daily totals of page views, games, shares and registrations, with nothing about who you are.',
  on: 'On',
  off: 'Off',
};
