import type { AdsMessages } from './texts-shape';

export const adsEn: AdsMessages = {
  label: 'Advertisement',
  loading: 'Advertisement loading',
  blockedTitle: "The ad didn't load",
  blockedBody:
    "Looks like an ad blocker is on – no problem, the game works just the same. Ads help keep Word Groups free. If you'd like to play without them, invite a friend: every friend who joins gives you {{days}} ad-free days.",
  inviteFriends: 'Invite friends',
  createAccount: 'Create an account to invite friends',
  promoLabel: 'From Word Groups',
  promoTitle: 'Play together',
  promoInviteTitle: 'Ad-free days for invites',
  promoInviteBody: 'Every friend who joins through your invite gives you {{days}} days without ads.',
  promoGroupsTitle: 'A group of your own',
  promoGroupsBody: "Start a group for family, friends or colleagues and compare each day's scores.",
  promoGroups: 'Open groups',
  promoGuestBody: 'With a free account you can invite friends and play with them in a group of your own.',
};
