import type { PerformanceChangeAnswer } from '../../../../contracts/scoreboard.codec';
import type {
  ApplyReferralAnswer,
  NextAvailableDateAnswer,
  ReferralCodeAnswer,
  ReferralStatsAnswer,
  SuggestionAnswer,
  SuggestionsAnswer,
  SuggestionView,
  TopReferrersAnswer,
  TopSuggestersAnswer,
} from '../../../../contracts/social.codec';
import type { CategorySuggestionInput } from '../../../../domain/validation/category-suggestion';
import type { ApiClient } from './api-client';
import { orNull } from './answers';

// Typed /referral, /suggestions and performance-change calls (player spec 7). Every one is a registered
// player's: without tokens they fail at once, without a call. Shapes come in through `import type` only.

export type TopReferrer = TopReferrersAnswer['referrers'][number];
export type TopSuggester = TopSuggestersAnswer['suggesters'][number];

export function createSocialApi(client: ApiClient) {
  const user = { auth: 'required' } as const;
  return {
    /** The player's code, made on the first call and the same one ever after. */
    async generateReferralCode(): Promise<string> {
      return (await client.post<ReferralCodeAnswer>('/referral/generate', {}, user)).referralCode;
    },

    applyReferralCode: (referralCode: string): Promise<ApplyReferralAnswer> =>
      client.post('/referral/apply', { referralCode }, user),

    referralStats: (signal?: AbortSignal): Promise<ReferralStatsAnswer> =>
      client.get('/referral/stats', { ...user, signal }),

    async topReferrers(signal?: AbortSignal): Promise<TopReferrer[]> {
      return (await client.get<TopReferrersAnswer>('/referral/top', { ...user, signal })).referrers;
    },

    /** Sends the form's values as the domain rule cleaned them (trimmed); the answer lists new achievements. */
    submitSuggestion: (suggestion: CategorySuggestionInput): Promise<SuggestionAnswer> =>
      client.post(
        '/suggestions',
        { name: suggestion.name, words: [...suggestion.words], extraWord: suggestion.extraWord },
        user,
      ),

    async suggestions(signal?: AbortSignal): Promise<SuggestionView[]> {
      return (await client.get<SuggestionsAnswer>('/suggestions', { ...user, signal })).suggestions;
    },

    /** Null when the server knows no free date (a 404). */
    async nextAvailableDate(signal?: AbortSignal): Promise<string | null> {
      const path = '/suggestions/next-available-date';
      const answer = await orNull(client.get<NextAvailableDateAnswer>(path, { ...user, signal }));
      return answer?.date ?? null;
    },

    async topSuggesters(signal?: AbortSignal): Promise<TopSuggester[]> {
      return (await client.get<TopSuggestersAnswer>('/suggestions/top', { ...user, signal })).suggesters;
    },

    /** Today's performance index against yesterday's, for the game-over results (spec 2). */
    performanceChange: (userId: string, signal?: AbortSignal): Promise<PerformanceChangeAnswer> =>
      client.get(`/scoreboard/performance-change/${encodeURIComponent(userId)}`, { ...user, signal }),
  };
}

export type SocialApi = ReturnType<typeof createSocialApi>;
