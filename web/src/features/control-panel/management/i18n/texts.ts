import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { ManagementKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelManagement', fi, en);

export const registerManagementTexts = texts.register;
export const useManagementText = texts.useText;
export type ManagementT = TabT<ManagementKey>;
