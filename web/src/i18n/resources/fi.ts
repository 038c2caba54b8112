import { fiFirst } from './fi.first';
import { fiLater } from './fi.later';

// Finnish texts, whole: the reference shape every other language must match (./types.ts). The app fetches
// them in two parts (./fi.first.ts, ./fi.later.ts) and never imports this module; the tests read it.
export const fi = {
  ...fiFirst,
  ...fiLater,
  game: { ...fiFirst.game, ...fiLater.game },
  settings: { ...fiFirst.settings, ...fiLater.settings },
  auth: { ...fiFirst.auth, ...fiLater.auth },
  gdpr: { ...fiFirst.gdpr, ...fiLater.gdpr },
  menu: { ...fiFirst.menu, ...fiLater.menu },
  qr: { ...fiFirst.qr, ...fiLater.qr },
  appShell: {
    ...fiFirst.appShell,
    install: { ...fiFirst.appShell.install, ...fiLater.appShell.install },
  },
} as const;
