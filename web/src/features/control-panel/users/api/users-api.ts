import type { EditScoreRequest } from '../../../../../../contracts/manage-scores.codec';
import type {
  AdFreeRequest,
  AdFreeStatus,
  AttemptedCategoriesAnswer,
  DeleteUserAnswer,
  ManagedScoreView,
  ManagedUserView,
  ResetPasswordAnswer,
  ResetRequestView,
  RoleChangeRequest,
  UserDetailsAnswer,
  UserListAnswer,
  UserStandingView,
} from '../../../../../../contracts/manage-users.codec';
import type { ApiClient } from '../../../../lib/api';
import { USERS_PAGE_SIZE, type ListRequest } from '../model/list-query';

// The control panel's users (admin spec 7 "Users", DESIGN 11): admin calls only, so without tokens each
// fails at once, without a call. Shapes come in from contracts/ as types only.

export interface InactiveListAnswer extends UserListAnswer {
  days?: number;
}

export interface EditScoreAnswer {
  score: ManagedScoreView;
  standing: UserStandingView | null;
}

const userPath = (id: string) => `/manage/users/${encodeURIComponent(id)}`;

/** The list's address: search only when sent, page size 20 (admin spec 5 and 9). */
export function listPath(request: ListRequest): string {
  const params = new URLSearchParams();
  if (request.kind === 'inactive') {
    params.set('days', String(request.days));
    params.set('page', String(request.page));
    params.set('limit', String(USERS_PAGE_SIZE));
    return `/manage/users/inactive?${params.toString()}`;
  }
  if (request.search !== null) params.set('search', request.search);
  params.set('sort', request.sort);
  params.set('order', request.order);
  params.set('page', String(request.page));
  params.set('limit', String(USERS_PAGE_SIZE));
  params.set('filter', request.filter);
  return `/manage/users?${params.toString()}`;
}

export const detailsPath = (id: string) => `${userPath(id)}/details`;
export const forfeitPath = (id: string, gameId: string) =>
  `${userPath(id)}/games/${encodeURIComponent(gameId)}/forfeit`;
export const attemptsPath = (id: string, date: string) =>
  `${userPath(id)}/attempted-categories/${encodeURIComponent(date)}`;
export const scorePath = (scoreId: string) => `/manage/scores/${encodeURIComponent(scoreId)}`;

export function createUsersApi(client: ApiClient) {
  const admin = { auth: 'required' } as const;
  return {
    list: (request: ListRequest, signal?: AbortSignal): Promise<InactiveListAnswer> =>
      client.get(listPath(request), { ...admin, signal }),

    details: (id: string, signal?: AbortSignal): Promise<UserDetailsAnswer> =>
      client.get(detailsPath(id), { ...admin, signal }),

    changeRole: (id: string, change: RoleChangeRequest): Promise<{ user: ManagedUserView }> =>
      client.put(`${userPath(id)}/role`, { role: change.role, action: change.action }, admin),

    remove: (id: string): Promise<DeleteUserAnswer> => client.delete(userPath(id), admin),

    forfeit: (id: string, gameId: string): Promise<{ result: unknown }> =>
      client.post(forfeitPath(id, gameId), {}, admin),

    adFree: (id: string, signal?: AbortSignal): Promise<AdFreeStatus> =>
      client.get(`${userPath(id)}/ad-free`, { ...admin, signal }),

    setAdFree: (id: string, change: AdFreeRequest): Promise<AdFreeStatus> =>
      client.put(`${userPath(id)}/ad-free`, change, admin),

    resetRequests: (signal?: AbortSignal): Promise<{ requests: ResetRequestView[] }> =>
      client.get('/manage/users/reset-requests', { ...admin, signal }),

    resetPassword: (id: string): Promise<ResetPasswordAnswer> =>
      client.post(`${userPath(id)}/reset-password`, {}, admin),

    attempts: (id: string, date: string, signal?: AbortSignal): Promise<AttemptedCategoriesAnswer> =>
      client.get(attemptsPath(id, date), { ...admin, signal }),

    /** Only the fields that change; the server recomputes the player's standing with it. */
    editScore: (scoreId: string, change: EditScoreRequest): Promise<EditScoreAnswer> =>
      client.put(scorePath(scoreId), change, admin),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
