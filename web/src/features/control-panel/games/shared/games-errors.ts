import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api';
import { cpFi } from '../../i18n/fi';

// A failure of a games call in the editor's language: the text of its code when the games tab knows it,
// else the action's fallback (admin spec 8: "Failed to fetch games", … in English).

type GamesErrorCode = keyof typeof cpFi.games.errors;
export type GamesFallback = keyof typeof cpFi.games.fallback;

const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);
const isGamesErrorCode = (code: string): code is GamesErrorCode => Object.hasOwn(cpFi.games.errors, code);

export function gamesErrorText(t: TFunction, error: unknown, fallback: GamesFallback): string {
  const code = isApiError(error) ? error.code : '';
  if (NETWORK_CODES.has(code)) return t('errors.network');
  if (isGamesErrorCode(code)) return t(`controlPanel.games.errors.${code}`);
  return t(`controlPanel.games.fallback.${fallback}`);
}
