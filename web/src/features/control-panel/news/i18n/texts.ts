import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { NewsKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelNews', fi, en);

export const registerNewsTexts = texts.register;
export const useNewsText = texts.useText;
export type NewsT = TabT<NewsKey>;
