import { enAchievements } from './en.achievements';
import { enAnalytics } from './en.analytics';
import { enAuthForms } from './en.auth-forms';
import { enGame } from './en.game';
import { enGdpr } from './en.gdpr';
import { enInstallIos } from './en.install-ios';
import { enMenuPlayer } from './en.menu-player';
import { enScoreboard, enGroups } from './en.scoreboard';
import { enSettings } from './en.settings';
import { enSocial } from './en.social';
import type { LaterMessages } from './types';

// The English texts of the pages opened from the menu (./fi.later.ts says when they come).
export const enLater: LaterMessages = {
  game: enGame,
  scoreboard: enScoreboard,
  groups: enGroups,
  settings: enSettings,
  social: enSocial,
  achievements: enAchievements,
  analytics: enAnalytics,
  auth: enAuthForms,
  gdpr: enGdpr,
  menu: enMenuPlayer,
  appShell: { install: enInstallIos },
  qr: {
    choose: 'Choose your language',
    description: 'Play the daily word groups in English.',
  },
  controlPanel: {
    title: 'Control panel',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'This page went missing like the last word of a group. Check the address or head back to the menu.',
  },
};
