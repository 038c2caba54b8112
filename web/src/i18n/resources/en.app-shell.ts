import type { fiAppShell } from './fi.app-shell';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const enAppShell: Texts<typeof fiAppShell> = {
  update: {
    updating: 'Updating to the new version…',
    check: 'Check for updates',
    checking: 'Checking…',
    upToDate: 'You have the latest version.',
    checkFailed: 'The update check failed.',
  },
  offline: {
    title: "You're offline",
    body: 'Playing and scores need a connection. The game carries on when you are back online.',
    back: 'Back online.',
  },
  install: {
    title: 'Play from your home screen',
    body: 'Install the game as an app: it opens with one tap, full screen.',
    button: 'Install the app',
  },
  errorPage: {
    title: 'Something went wrong',
    body: "This page couldn't be shown. Your games and scores are safe on the server.",
    networkBody: "The server couldn't be reached. Your games and scores are safe on the server.",
    reloading: 'Reloading in {{seconds}} s…',
    attempt: 'Attempt {{count}} of {{max}}',
    attemptsUsed: 'Reloaded {{count}} times without success.',
    renewing: 'Renewing your sign-in…',
    refresh: 'Try again',
    forceReload: 'Reload the page',
    clearCache: 'Clear cache',
    clearCacheNote:
      "Removes this site's saved files and settings from this device and signs you out. Games played as a guest are kept.",
    clearCacheConfirm: 'Clear and reload',
    resetSession: 'Sign out and start over',
    cancel: 'Cancel',
  },
};
