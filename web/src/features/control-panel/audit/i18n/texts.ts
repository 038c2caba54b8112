import { tabTexts, type TabT } from '../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { AuditKey } from './messages';

// The tab's texts join the app's i18next when this chunk loads (see ../../i18n/tab-texts.ts).
const texts = tabTexts('controlPanelAudit', fi, en);

export const registerAuditTexts = texts.register;
export const useAuditText = texts.useText;
export type AuditT = TabT<AuditKey>;
