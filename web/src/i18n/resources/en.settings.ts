import type { fiSettings } from './fi.settings';
import type { Texts } from './types';

export const enSettings: Texts<typeof fiSettings> = {
  title: 'Settings',
  back: 'Back',
  menu: {
    info: 'Your details',
    username: 'Change username',
    password: 'Change password',
    email: 'E-mail address',
    delete: 'Delete account',
  },
  info: {
    username: 'Username',
    email: 'E-mail',
    noEmail: 'No e-mail address',
    verified: 'Verified',
    unverified: 'Not verified',
    joined: 'Joined',
    gamesPlayed: 'Games played',
  },
  username: {
    field: 'New username',
    save: 'Save',
    saved: 'Username changed.',
  },
  password: {
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Change password',
    saved: 'Password changed.',
  },
  email: {
    current: 'Current address',
    field: 'New e-mail address',
    note: "We'll send a verification link to the address. Once verified, it can be used to reset your password.",
    save: 'Save address',
    sent: 'Verification link sent to {{email}}.',
    remove: 'Remove e-mail address',
    removing: 'Removing…',
    removed: 'E-mail address removed.',
  },
  delete: {
    warning:
      'Deleting your account removes your username, results, achievements and everything else linked to it. This cannot be undone.',
    confirm: 'Yes, delete my account',
    deleting: 'Deleting…',
    done: 'Your account has been deleted',
    summary: 'We deleted:',
    redirecting: 'Returning to the menu…',
    // Each reads after "We deleted:"; the guesses (attemptedCategories) are said with the games.
    data: {
      user_one: 'your account',
      user_other: 'your account',
      gameScores_one: 'the result of {{count}} game',
      gameScores_other: 'the results of {{count}} games',
      gameSessions_one: 'your guesses and switches in {{count}} game',
      gameSessions_other: 'your guesses and switches in {{count}} games',
      scoreboard_one: 'your places on the scoreboards',
      scoreboard_other: 'your places on the scoreboards',
      playerAchievements_one: '{{count}} achievement',
      playerAchievements_other: '{{count}} achievements',
      personalLists_one: 'your follow list of {{count}} player',
      personalLists_other: 'your follow list of {{count}} players',
      followingRefs_one: "your name on {{count}} player's follow list",
      followingRefs_other: "your name on {{count}} players' follow lists",
      referrals_one: 'the record of {{count}} invite',
      referrals_other: 'the records of {{count}} invites',
    },
  },
  forced: {
    title: 'Change your password',
    intro: 'An administrator has reset your password. Choose a new password to continue.',
    firstTitle: 'Welcome! Choose your own password',
    firstIntro:
      'This is your first sign-in, with the password the server generated. Choose your own password now: it is the one you will sign in with from now on.',
    failed: 'Changing the password failed. Please try again.',
  },
};
