import type { fiAuthForms } from './fi.auth-forms';
import type { Texts } from './types';

export const enAuthForms: Texts<typeof fiAuthForms> = {
  register: {
    username: 'Username',
    usernameHint: '3–20 characters: letters, digits, _ and -',
    password: 'Password',
    passwordHint:
      'At least 8 characters with an uppercase and a lowercase letter, a digit and a special character.',
    confirmPassword: 'Confirm password',
    email: 'E-mail (optional)',
    emailHint: "For resetting your password. We'll send a link to verify the address.",
    submit: 'Create account',
    submitting: 'Creating account…',
  },
  forgot: {
    title: 'Forgot your password?',
    intro:
      "Enter your username or e-mail address. If the account has a verified e-mail address, we'll send it a link for choosing a new password.",
    field: 'Username or e-mail',
    submit: 'Send instructions',
    submitting: 'Sending…',
    success:
      'If the account exists, the instructions are on their way. If it has no verified e-mail address, ask the administrator to reset your password.',
  },
  reset: {
    title: 'Choose a new password',
    intro: "Choose a new password for your account. You'll be logged in as soon as it is saved.",
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Save password',
    done: 'Password changed. Log in with your new password.',
  },
  pending: {
    title: 'Verify your e-mail address',
    sentTo: 'We sent a verification link to',
    instructions: 'Open the link to activate your account, then log in. The link is valid for 24 hours.',
    resend: 'Send the link again',
    resending: 'Sending…',
    resent: 'A new link is on its way if the address is waiting for verification.',
    back: 'Back to login',
  },
  verify: {
    title: 'E-mail verification',
    verifying: 'Verifying your e-mail address…',
    success: 'Your e-mail address is verified!',
    successBody: 'You can now log in with your account.',
    redirect_one: 'Back to the menu in {{count}} second…',
    redirect_other: 'Back to the menu in {{count}} seconds…',
    failedTitle: 'Verification failed',
    goNow: 'Go to the menu',
  },
};
