import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { MessagesKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelMessages', fi, en);

export const registerMessagesTexts = texts.register;
export const useMessagesText = texts.useText;
export type MessagesT = TabT<MessagesKey>;
