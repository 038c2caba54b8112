import type { bannerFi } from './banner.fi';

export const bannerEn: { readonly [K in keyof typeof bannerFi]: string } = {
  title: 'May we count visits?',
  body: 'We only count daily totals: page views, games started and finished, shares and registrations. No IP address, nothing that identifies you.',
  privacy: 'Privacy notice',
  accept: 'Accept',
  decline: 'Decline',
};
