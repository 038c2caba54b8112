import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { EmailKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelEmail', fi, en);

export const registerEmailTexts = texts.register;
export const useEmailText = texts.useText;
export type EmailT = TabT<EmailKey>;
