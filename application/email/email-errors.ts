import { appError } from '../errors/app-error';

// The expected failures of e-mail jobs beyond the domain's field rules; statuses in the HTTP code table.
export const emailJobNotFound = () => appError('EMAIL_JOB_NOT_FOUND', 'E-mail job not found');
export const noRecipients = () =>
  appError('EMAIL_NO_RECIPIENTS', 'None of the chosen players has a verified e-mail address');
