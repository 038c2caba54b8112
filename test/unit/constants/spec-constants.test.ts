import { expect } from 'chai';
import { DELETED_DATA_KEYS } from '../../../contracts/auth.codec';
import * as C from '../../../domain/constants';
import * as T from '../../../domain/errors/error-texts';

// The spec's figures, copied by hand from section 9 of both documents (and the deleted data summary's
// keys from section 3): a change to a constant has to be a change to this list too, so nobody alters a
// business number by accident.
describe('Domain | Constants | spec section 9', () => {
  const figures: [string, unknown, unknown][] = [
    ['wrong attempt', C.WRONG_ATTEMPT_PENALTY, 500],
    ['switch', C.SWITCH_PENALTY, 1_000],
    ['start score', C.START_SCORE, 10_000],
    ['grid', [C.GRID_COLUMNS, C.GRID_ROWS], [3, 5]],
    ['categories', [C.CATEGORY_COUNT, C.WORDS_PER_CATEGORY], [5, 3]],
    ['request timeout', C.REQUEST_TIMEOUT_MS, 10_000],
    ['access refresh window', C.ACCESS_TOKEN_REFRESH_WINDOW_MS, 60_000],
    ['refresh renewal window', C.REFRESH_TOKEN_RENEWAL_WINDOW_MS, 86_400_000],
    ['refresh queue', [C.REFRESH_QUEUE_MAX_WAITERS, C.REFRESH_QUEUE_WAIT_MS], [10, 5_000]],
    ['token check', C.TOKEN_CHECK_INTERVAL_MS, 60_000],
    ['auth health check', C.AUTH_HEALTH_CHECK_INTERVAL_MS, 900_000],
    ['global settings cache', C.GLOBAL_SETTINGS_CACHE_MS, 15_000],
    ['news cache and refresh', [C.NEWS_CACHE_MS, C.NEWS_REFRESH_INTERVAL_MS], [30_000, 300_000]],
    ['message cache', C.MESSAGE_OF_THE_DAY_CACHE_MS, 300_000],
    ['username', [C.USERNAME_MIN_LENGTH, C.USERNAME_MAX_LENGTH], [3, 20]],
    ['password', [C.PASSWORD_MIN_LENGTH, C.PASSWORD_MAX_LENGTH], [8, 50]],
    ['suggestion text', C.SUGGESTION_TEXT_MAX_LENGTH, 25],
    ['group code', [C.GROUP_CODE_MIN_LENGTH, C.GROUP_CODE_MAX_LENGTH], [1, 5]],
    ['showcase', C.SHOWCASE_MAX, 3],
    ['user search', C.USER_SEARCH_MIN_LENGTH, 2],
    ['referral', C.REFERRAL_AD_FREE_DAYS, 7],
    ['verification link', C.VERIFICATION_LINK_VALIDITY_MS, 86_400_000],
    ['performance window', C.PERFORMANCE_WINDOW_DAYS, 14],
    ['players tab', C.PLAYERS_TAB_MIN_GAMES, 10],
    [
      'page sizes',
      C.PAGE_SIZES,
      {
        scoreboardDays: 12,
        players: 10,
        personal: 5,
        playerScores: 20,
        dayDetails: 10,
        groupPlayers: 10,
        mistakes: 5,
        managedGames: 10,
        users: 20,
        dailyPlayers: 30,
        news: 10,
      },
    ],
    [
      'histogram',
      [C.HISTOGRAM_BUCKET_SIZE, C.HISTOGRAM_MAX_SCORE, C.HISTOGRAM_TICKS],
      [400, 10_000, [0, 2_500, 5_000, 7_500, 10_000]],
    ],
    ['gauge', [C.DIFFICULTY_GAUGE_STEPS, C.DIFFICULTY_BAND_THRESHOLDS], [10, [2, 4, 6, 8]]],
    ['guest state cache', C.GUEST_GAME_STATE_CACHE_MS, 10_000],
    ['performance change delay', C.PERFORMANCE_CHANGE_FETCH_DELAY_MS, 1_000],
    ['service worker update', C.SERVICE_WORKER_UPDATE_INTERVAL_MS, 3_600_000],
    ['account deletion redirect', C.ACCOUNT_DELETION_REDIRECT_MS, 3_000],
    [
      'toasts',
      C.TOAST_DEFAULTS,
      {
        limit: 20,
        durationMs: { blank: 4_000, error: 4_000, custom: 4_000, success: 2_000, loading: Infinity },
      },
    ],
    [
      'analytics',
      [
        C.ANALYTICS_QUEUE_MAX,
        C.ANALYTICS_BATCH_SIZE,
        C.ANALYTICS_MAX_RETRIES,
        C.ANALYTICS_THROTTLE_MS,
        C.ANALYTICS_CONSENT_WAIT_MS,
        C.ANALYTICS_CONSENT_DEFAULT,
      ],
      [500, 50, 3, 1_000, 2_000, 'denied'],
    ],
    ['ad retries', [C.AD_MAX_RETRIES, C.AD_RETRY_BACKOFF_MS], [3, [1_000, 2_000, 4_000]]],
    ['ad tall-size chance', C.AD_TALL_SIZES_CHANCE, 0.33],
    ['inactive users', C.INACTIVE_USERS_DEFAULT_DAYS, 30],
    ['stats period', C.STATS_PERIOD_DEFAULT, '30d'],
    ['branding text', C.BRANDING_TEXT_MAX_LENGTH, 25],
    ['unread badge', C.UNREAD_BADGE_MAX, 9],
    ['footer version', C.FOOTER_VERSION, '1.05'],
    ['default username', C.DEFAULT_DISPLAY_USERNAME, 'Pelaaja'],
    ['access token', C.ACCESS_TOKEN_LIFETIME_SECONDS, 900],
    ['refresh token', C.REFRESH_TOKEN_LIFETIME_SECONDS, 2_592_000],
    [
      'streak tiers',
      [C.STREAK_TIER_MIN, C.STREAK_TIER_STEP, C.STREAK_TIER_STEP_MAX, C.STREAK_TIER_TOP],
      [5, 5, 50, 100],
    ],
    ['reviews', [C.REVIEW_RATING_MIN, C.REVIEW_RATING_MAX, C.REVIEW_RATING_DEFAULT], [1, 5, 3]],
    [
      'deleted data summary (section 3)',
      DELETED_DATA_KEYS,
      [
        'user',
        'gameScores',
        'gameSessions',
        'attemptedCategories',
        'scoreboard',
        'playerAchievements',
        'personalLists',
        'followingRefs',
        'referrals',
      ],
    ],
  ];
  for (const [label, actual, expected] of figures) {
    it(`given the spec then ${label} is ${JSON.stringify(expected)}`, () => {
      expect(actual).to.deep.equal(expected);
    });
  }

  const texts: [string, string][] = [
    [T.LOGIN_FAILED_TEXT, 'Väärä käyttäjätunnus tai salasana'],
    [T.LOGIN_THROTTLED_TEXT, 'Liian monta kirjautumisyritystä, yritä myöhemmin uudelleen'],
    [T.NETWORK_ERROR_TEXT, 'Palvelimeen ei saada yhteyttä. Yritä myöhemmin uudelleen.'],
    [T.GAME_ALREADY_COMPLETED_TEXT, 'Game already completed for this date'],
    [T.NO_ACTIVE_GAME_TO_FORFEIT_TEXT, 'Aktiivista peliä ei löytynyt hylättäväksi'],
    [T.FORFEIT_CONFIRM_TEXT, 'Are you sure you want to forfeit the game? The score will be reset to 0.'],
    [T.SESSION_EXPIRED_TEXT, 'Session expired'],
  ];
  for (const [actual, expected] of texts) {
    it(`keeps the spec text "${expected}" verbatim`, () => {
      expect(actual).to.equal(expected);
    });
  }
});
