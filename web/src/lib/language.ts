// The languages are the domain's; the browser only re-exports them under the names its code uses.
export {
  isLanguage,
  SUPPORTED_LANGUAGES as LANGUAGES,
  type Language,
} from '../../../domain/language/language';
