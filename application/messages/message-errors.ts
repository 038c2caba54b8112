import { appError } from '../errors/app-error';

// The expected failures of the messages of the day beyond the domain's field rules; statuses in the HTTP table.
export const messageNotFound = () => appError('MESSAGE_NOT_FOUND', 'Message not found');
