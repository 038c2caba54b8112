import { fiAchievements } from './fi.achievements';
import { fiAnalytics } from './fi.analytics';
import { fiAuthForms } from './fi.auth-forms';
import { fiGame } from './fi.game';
import { fiGdpr } from './fi.gdpr';
import { fiInstallIos } from './fi.install-ios';
import { fiMenuPlayer } from './fi.menu-player';
import { fiScoreboard, fiGroups } from './fi.scoreboard';
import { fiSettings } from './fi.settings';
import { fiSocial } from './fi.social';

// The Finnish texts of what is opened from the menu (the game, the scoreboards, the settings, the player's
// menu, the account steps, the privacy notice, /qr, the 404 page): fetched after the first paint, and awaited by every chunk
// fetched from the first download (../language-texts.ts). Merged deeply into ./fi.first.ts (game,
// settings, auth, gdpr, menu, qr and appShell are in both).
export const fiLater = {
  game: fiGame,
  scoreboard: fiScoreboard,
  groups: fiGroups,
  settings: fiSettings,
  social: fiSocial,
  achievements: fiAchievements,
  analytics: fiAnalytics,
  auth: fiAuthForms,
  gdpr: fiGdpr,
  menu: fiMenuPlayer,
  appShell: { install: fiInstallIos },
  qr: {
    choose: 'Valitse kieli',
    description: 'Pelaa päivän sanaryhmiä suomeksi.',
  },
  controlPanel: {
    title: 'Hallintapaneeli',
  },
  notFound: {
    code: '404',
    title: 'Sivua ei löytynyt',
    body: 'Etsimäsi sivu katosi kuin ryhmän viimeinen sana. Tarkista osoite tai palaa valikkoon.',
  },
} as const;
