import { enFirst } from './en.first';
import { enLater } from './en.later';
import type { Messages } from './types';

// English texts, whole (./fi.ts says why the app never imports this module).
export const en: Messages = {
  ...enFirst,
  ...enLater,
  game: { ...enFirst.game, ...enLater.game },
  settings: { ...enFirst.settings, ...enLater.settings },
  auth: { ...enFirst.auth, ...enLater.auth },
  gdpr: { ...enFirst.gdpr, ...enLater.gdpr },
  menu: { ...enFirst.menu, ...enLater.menu },
  qr: { ...enFirst.qr, ...enLater.qr },
  appShell: {
    ...enFirst.appShell,
    install: { ...enFirst.appShell.install, ...enLater.appShell.install },
  },
};
