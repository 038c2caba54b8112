import type { fiGdpr } from './fi.gdpr';
import type { Texts } from './types';

export const enGdpr: Texts<typeof fiGdpr> = {
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
};
