import type {
  EmailAllRequest,
  EmailJobAnswer,
  EmailJobDetailsAnswer,
  EmailJobsAnswer,
  EmailOutcome,
  EmailUsersRequest,
} from '../../../../../../contracts/email.codec';
import type { UserListAnswer } from '../../../../../../contracts/manage-users.codec';
import type { ApiClient } from '../../../../lib/api';

// E-mail to players (admin spec 7 "E-mail", DESIGN 11): admin calls only, so without tokens each fails at
// once, without a call. A send answers 202 with a background job, followed through the job paths.

export const EMAIL_PATH = '/manage/email';
/** Players a search lists at most: enough to pick from, few enough for a phone. */
export const RECIPIENT_SEARCH_LIMIT = 8;

export const jobPath = (id: string, outcome?: EmailOutcome, page = 1): string => {
  const query = new URLSearchParams();
  if (outcome !== undefined) query.set('outcome', outcome);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${EMAIL_PATH}/jobs/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
};

export const searchPath = (term: string): string =>
  `/manage/users?${new URLSearchParams({ search: term.trim(), page: '1', limit: String(RECIPIENT_SEARCH_LIMIT) }).toString()}`;

/** Every account's count (the first page of one): the most a mail to all could reach. */
export const ACCOUNTS_PATH = '/manage/users?page=1&limit=1';

export function createEmailApi(client: ApiClient) {
  const admin = { auth: 'required' } as const;
  return {
    toUsers: (request: EmailUsersRequest): Promise<EmailJobAnswer> =>
      client.post(`${EMAIL_PATH}/users`, request, admin),

    toAll: (request: EmailAllRequest): Promise<EmailJobAnswer> =>
      client.post(`${EMAIL_PATH}/all`, request, admin),

    jobs: (signal?: AbortSignal): Promise<EmailJobsAnswer> =>
      client.get(`${EMAIL_PATH}/jobs`, { ...admin, signal }),

    job: (id: string, options: { outcome?: EmailOutcome; page?: number } = {}, signal?: AbortSignal) =>
      client.get<EmailJobDetailsAnswer>(jobPath(id, options.outcome, options.page), { ...admin, signal }),

    findPlayers: (term: string, signal?: AbortSignal): Promise<UserListAnswer> =>
      client.get(searchPath(term), { ...admin, signal }),

    accounts: async (signal?: AbortSignal): Promise<number> =>
      (await client.get<UserListAnswer>(ACCOUNTS_PATH, { ...admin, signal })).total,
  };
}

export type EmailApi = ReturnType<typeof createEmailApi>;
