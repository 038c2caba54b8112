// The browser's way to the server; React code imports from here only.
export { createApiClient } from './api-client';
export type { ApiClient, ApiClientOptions, AuthMode, HelperOptions, RequestOptions } from './api-client';
export { createAuthApi, DELETE_ACCOUNT_NO_DATA } from './auth-api';
export type { AuthApi, AuthMessage, ResetPasswordResponse, ShowcaseResponse } from './auth-api';
export { consoleLogger, cryptoRandom, globalTimers, safeStore, systemClock } from './environment';
export type { ApiLogger, Clock, FetchLike, KeyValueStore, Timers } from './environment';
export { ApiError, CancelledError, isApiError, isCancelled } from './errors';
export type { ApiErrorInit } from './errors';
export { GUEST_ID_STORAGE_KEY } from './guest-id';
export type { GuestIdStore } from './guest-id';
export { GUEST_MIGRATION_PATHS } from './guest-migration';
export { LOGOUT_EVENT } from './refresh-coordinator';
export { createSystemApi, FAIL_OPEN_SETTINGS, NO_BRANDING } from './system-api';
export type { SystemApi } from './system-api';
export type { TokenChangeListener, TokenChangeSource } from './token-store';
export type { HttpMethod } from './transport';
