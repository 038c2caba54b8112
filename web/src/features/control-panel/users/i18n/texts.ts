import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { UsersKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelUsers', fi, en);

export const registerUsersTexts = texts.register;
export const useUsersText = texts.useText;
export type UsersT = TabT<UsersKey>;
