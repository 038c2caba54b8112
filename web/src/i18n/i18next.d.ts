import 'i18next';
import type { ControlPanelMessages } from '../features/control-panel/i18n/types';
import type { Messages } from './resources/types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The control panel's texts are added when its chunk loads (features/control-panel/i18n).
    resources: { translation: Messages & { controlPanel: ControlPanelMessages } };
  }
}
