import type { fiAuth } from './fi.auth';
import type { Texts } from './types';

export const enAuth: Texts<typeof fiAuth> = {
  panel: {
    title: 'Log in or create an account',
    intro: 'With an account you get statistics, achievements and a place on the scoreboard.',
    tabs: 'Log in and register',
    loginTab: 'Log in',
    registerTab: 'Register',
    registrationClosed: 'Registration is closed at the moment.',
  },
  referral: {
    title: "You've been invited to play!",
    body: 'Invite code {{code}} is added to your account when you register.',
    register: 'Register with the invite',
  },
  login: {
    username: 'Username or e-mail',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgot: 'Forgot your password?',
  },
  overlay: {
    login: 'Logging in…',
    register: 'Creating your account…',
  },
};
