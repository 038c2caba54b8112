import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { CategoriesKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelCategories', fi, en);

export const registerCategoriesTexts = texts.register;
export const useCategoriesText = texts.useText;
export type CategoriesT = TabT<CategoriesKey>;
