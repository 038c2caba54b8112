import { expect } from 'chai';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type { TabT } from '../../../web/src/features/control-panel/i18n/tab-texts';
import { en } from '../../../web/src/i18n/resources/en';
import { fi } from '../../../web/src/i18n/resources/fi';

// The control panel's chunks add their texts to the app's i18next instance when they load; the tests
// build that instance the same way, once for every tab, and hold both languages to the same texts.

type Translators<T> = Record<'fi' | 'en', T>;

/** The app's resources with a chunk's texts added the way the chunk adds them, one `t` per language. */
export function appTranslators(addTexts: (instance: I18n) => void): Translators<TFunction> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { fi: { translation: fi }, en: { translation: en } },
    lng: 'fi',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addTexts(instance);
  return { fi: instance.getFixedT('fi'), en: instance.getFixedT('en') };
}

/** The same for a tab whose texts sit under their own key (`controlPanelUsers`, ...), read as the tab reads them. */
export function tabTranslators<Key extends string>(
  register: (instance: I18n) => void,
  namespaceKey: string,
): Translators<TabT<Key>> {
  const app = appTranslators(register);
  const tOf = (language: 'fi' | 'en'): TabT<Key> => {
    const t = app[language] as unknown as (key: string, options?: object) => string;
    return (key, options) => t(`${namespaceKey}.${key}`, options);
  };
  return { fi: tOf('fi'), en: tOf('en') };
}

/** Every text's path (`errors.loadFailed`), for comparing the two languages. */
const paths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as object).flatMap(([key, child]) =>
        paths(child, prefix ? `${prefix}.${key}` : key),
      );

/** Finnish and English have the same texts, in the same order, and none of them is empty. */
export function expectSameTexts(finnish: object, english: object): void {
  expect(paths(english)).to.deep.equal(paths(finnish));
  for (const language of [finnish, english])
    for (const path of paths(language)) {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], language);
      expect(text, path).to.be.a('string').and.not.equal('');
    }
}
