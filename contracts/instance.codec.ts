import * as t from 'io-ts';
import { oneOf } from './codec-helpers';
import { SUPPORTED_LANGUAGES, type Language } from '../domain/language/language';

/** `GET {base}/api/config`: which instance (the spec's tenant) the browser is talking to. */
export const InstanceConfigResponse = t.type({ slug: t.string });
export type InstanceConfigResponse = t.TypeOf<typeof InstanceConfigResponse>;

export const LanguageCodec = oneOf<Language>(SUPPORTED_LANGUAGES);

/** `GET {base}/api/guest/system/language`: the language the instance speaks. */
export const LanguageResponse = t.type({ language: LanguageCodec });
export type LanguageResponse = t.TypeOf<typeof LanguageResponse>;
