import type { fiInstallIos } from './fi.install-ios';
import type { Texts } from './types';

export const enInstallIos: Texts<typeof fiInstallIos> = {
  iosTitle: 'Install on iPhone or iPad',
  iosIntro: 'In Safari the game installs in three taps:',
  iosShare: "Tap the Share button (a square with an arrow pointing up) in Safari's toolbar.",
  iosAdd: 'Scroll down and choose “Add to Home Screen”.',
  iosConfirm: 'Tap “Add”. The game now opens from your home screen like an app.',
};
