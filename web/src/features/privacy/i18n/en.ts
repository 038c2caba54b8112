import type { privacyFi } from './fi';

export const privacyEn: { readonly [K in keyof typeof privacyFi]: string } = {
  analyticsTitle: 'Usage statistics',
  analyticsBody:
    'If you allow it, your browser tells us when you open a page, start or finish a game, share your result or register. Only the number of each per day is stored: not your IP address, username, guest identifier or the address of the page, so the figures cannot identify you. Nothing is sent before you allow it, and nothing if you decline.',
  analyticsWithdraw:
    'You can withdraw your consent at any time with this switch (or in settings when signed in). Sending stops at once and events not yet sent are discarded.',
};
