import type { NewsProblemCode } from '../../../../../../domain/news';
import {
  NEWS_POLLS_MAX,
  NEWS_TITLE_MAX_LENGTH,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_LENGTH,
} from '../../../../../../domain/constants/news.constants';
import type { NewsT } from '../i18n/texts';

/** The figures each problem's text names. */
const LIMITS: Partial<Record<NewsProblemCode, { max: number; min?: number }>> = {
  NEWS_TITLE_TOO_LONG: { max: NEWS_TITLE_MAX_LENGTH },
  NEWS_TOO_MANY_POLLS: { max: NEWS_POLLS_MAX },
  POLL_QUESTION_TOO_LONG: { max: POLL_QUESTION_MAX_LENGTH },
  POLL_OPTIONS_COUNT_INVALID: { min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX },
  POLL_OPTION_TOO_LONG: { max: POLL_OPTION_MAX_LENGTH },
};

/** A problem of the domain's news rules in the editor's language, with its limit filled in. */
export const problemText = (t: NewsT, code: NewsProblemCode | undefined): string | null =>
  code === undefined ? null : t(`problems.${code}`, LIMITS[code] ?? {});
