import i18next, { type TFunction } from 'i18next';
import { en } from '../../../web/src/i18n/resources/en';
import { fi } from '../../../web/src/i18n/resources/fi';

/** The app's real resources in a bare i18next instance, one `t` per language. */
export function translators(): Record<'fi' | 'en', TFunction> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { fi: { translation: fi }, en: { translation: en } },
    lng: 'fi',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return { fi: instance.getFixedT('fi'), en: instance.getFixedT('en') };
}
