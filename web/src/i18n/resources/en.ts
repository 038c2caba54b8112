import { enAchievements } from './en.achievements';
import { enAnalytics } from './en.analytics';
import { enAppShell } from './en.app-shell';
import { enAuth } from './en.auth';
import { enGame } from './en.game';
import { enNews } from './en.news';
import { enErrors } from './en.errors';
import { enScoreboard, enGroups } from './en.scoreboard';
import { enSettings } from './en.settings';
import { enSocial } from './en.social';
import type { Messages } from './types';

export const en: Messages = {
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
    challenges: 'Challenges',
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
    scoreboard: 'Scoreboard',
    controlPanel: 'Control panel',
    welcomeNew: 'Welcome, {{username}}!',
    welcomeBack: 'Welcome back, {{username}}!',
    firstGame: 'Your first grid is waiting. Good luck!',
    played_one: "You've played {{count}} game, most recently on {{date}}.",
    played_other: "You've played {{count}} games, most recently on {{date}}.",
    playedNoDate_one: "You've played {{count}} game.",
    playedNoDate_other: "You've played {{count}} games.",
    stats: {
      title: 'Your stats',
      games: 'Games',
      winRate: 'Win rate',
      avgScore: 'Average score',
      points: 'Total points',
      pointsHint: 'every score you have made, added up',
    },
  },
  qr: {
    choose: 'Choose your language',
    site: 'In English',
    description: 'Play the daily word groups in English.',
  },
  game: enGame,
  scoreboard: enScoreboard,
  controlPanel: {
    title: 'Control panel',
  },
  groups: enGroups,
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'This page went missing like the last word of a group. Check the address or head back to the menu.',
  },
  gdpr: {
    title: 'Privacy notice',
    intro:
      'Word Groups is a daily word game. We collect only what it takes to run the game, and we never sell your data.',
    collect: {
      title: 'What we collect',
      body: 'For registered players we store a username, the password as a secure hash and an optional e-mail address. When you play we store your results, attempts and achievements. When you play as a guest, a random guest identifier is stored in your browser.',
    },
    purpose: {
      title: 'What we use it for',
      body: 'Your data is used to run the game: to calculate scores, show scoreboards and statistics, and keep your account secure. Your e-mail address is used to verify it, to reset your password and for announcements about the game.',
    },
    browser: {
      title: 'What your browser stores',
      body: "Your browser's local storage keeps your language choice, your guest identifier, your login and your answer about usage statistics. We do not use tracking cookies.",
    },
    sharing: {
      title: 'Who sees your data',
      body: "Your username and results are visible to other players on the scoreboards. Everything else is handled only by the game's administrators. IP addresses in server logs are used only to prevent abuse.",
    },
    rights: {
      title: 'Retention and your rights',
      body: 'We keep your data for as long as your account exists. You can change your details in settings and delete your account at any time, which removes your account, results and other personal data. You can also ask the administrators what data is stored about you and have it corrected or deleted.',
    },
  },
  auth: enAuth,
  settings: enSettings,
  social: enSocial,
  achievements: enAchievements,
  errors: enErrors,
  news: enNews,
  analytics: enAnalytics,
  appShell: enAppShell,
};
