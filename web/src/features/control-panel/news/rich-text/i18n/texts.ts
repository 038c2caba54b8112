import { tabTexts, type TabT } from '../../../i18n/tab-texts';
import { en } from './en';
import { fi } from './fi';
import type { RichTextKey } from './messages';

// The editor's texts travel with it (the news and e-mail tabs both load it), under their own key.
const texts = tabTexts('controlPanelRichText', fi, en);

export const registerRichTextTexts = texts.register;
export const useRichTextText = texts.useText;
export type RichTextT = TabT<RichTextKey>;
