import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { ScoresKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelScores', fi, en);

export const registerScoresTexts = texts.register;
export const useScoresText = texts.useText;
export type ScoresT = TabT<ScoresKey>;
