import * as t from 'io-ts';

/** `GET {base}/api/config`: which instance (the spec's tenant) the browser is talking to. */
export const InstanceConfigResponse = t.type({ slug: t.string });
export type InstanceConfigResponse = t.TypeOf<typeof InstanceConfigResponse>;

export const Language = t.keyof({ fi: null, en: null });
export type Language = t.TypeOf<typeof Language>;

/** `GET {base}/api/guest/system/language`: the language the instance speaks. */
export const LanguageResponse = t.type({ language: Language });
export type LanguageResponse = t.TypeOf<typeof LanguageResponse>;
