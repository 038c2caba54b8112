import { enAppShell } from './en.app-shell';
import { enAuth } from './en.auth';
import { enGameMenu } from './en.game-menu';
import { enNews } from './en.news';
import { enErrors } from './en.errors';
import type { FirstMessages } from './types';

export const enFirst: FirstMessages = {
  app: {
    productName: 'Word Groups',
    tagline: 'A daily word game',
    documentTitle: '{{page}} · Word Groups',
  },
  common: {
    skipToContent: 'Skip to content',
    backToMenu: 'Back to menu',
    close: 'Close',
    comingSoon: 'Coming soon',
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    saving: 'Saving…',
    previousDays: 'Previous days',
    invalidDate: "That date isn't valid. Use the format YYYY-MM-DD.",
    you: 'you',
    showPassword: 'Show password',
  },
  header: {
    homeLink: '{{name}}, home',
    actions: 'Your account',
    logout: 'Log out',
    signIn: 'Log in',
    signInMore: 'or create an account',
  },
  language: {
    switchLabel: 'language and site',
    title: 'Each language is a site of its own',
    here: "you're on this site",
    otherSite: 'different puzzles and accounts',
    fi: 'suomi',
    en: 'English',
  },
  toast: {
    close: 'Dismiss notification',
  },
  footer: {
    version: 'Version {{version}}',
    privacy: 'Privacy',
    donate: 'Support the game with a donation',
    donateNote: 'opens in a new tab',
  },
  menu: {
    title: 'Menu',
    kicker: 'A daily word game',
    heading: 'Five groups. Fifteen words. One day.',
    pitch:
      'Every day brings a grid of 15 words hiding five groups of three. Find what links them before your points drain away – every second, mistake and word switch costs you.',
    play: 'Play',
    message: {
      title: 'Message',
      dismiss: 'Dismiss the message',
    },
    stepsTitle: 'How to play',
    steps: {
      pick: 'Pick three words that share something in common.',
      switch: 'Stuck? Switch a word in a row – it costs points.',
      finish: 'Find all five groups before your points run out.',
    },
  },
  qr: {
    site: 'In English',
  },
  game: enGameMenu,
  gdpr: {
    title: 'Privacy notice',
  },
  auth: enAuth,
  settings: { open: 'Settings' },
  errors: enErrors,
  news: enNews,
  appShell: enAppShell,
};
