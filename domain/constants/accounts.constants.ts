// Account-related figures that are not validation limits (spec 1 and 9).
export const REFERRAL_AD_FREE_DAYS = 7;
export const DEFAULT_DISPLAY_USERNAME = 'Pelaaja';
export const SUPPORTED_LANGUAGES = ['fi', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Both readings exist in the spec; the language service and site default win over the stored value. */
export const DEFAULT_LANGUAGE: Language = 'fi';
