import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { StatisticsKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelStatistics', fi, en);

export const registerStatisticsTexts = texts.register;
export const useStatisticsText = texts.useText;
export type StatisticsT = TabT<StatisticsKey>;
