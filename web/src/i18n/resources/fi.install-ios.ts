// The iPhone's install steps (a dialog the install card opens): with the texts that come after the
// first paint; the card's own are in ./fi.app-shell.ts.
export const fiInstallIos = {
  iosTitle: 'Asenna iPhoneen tai iPadiin',
  iosIntro: 'Safarissa peli asennetaan kolmella napautuksella:',
  iosShare: 'Napauta Jaa-painiketta (neliö, josta osoittaa nuoli ylös) Safarin työkalupalkissa.',
  iosAdd: 'Vieritä alas ja valitse ”Lisää Koti-valikkoon”.',
  iosConfirm: 'Napauta ”Lisää”. Peli aukeaa nyt Koti-valikosta kuin sovellus.',
} as const;
