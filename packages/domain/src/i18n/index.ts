export { en, ENGLISH_FORMS, PLACEHOLDERS, type Catalog } from './en.js';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LIST, LANGUAGES, languageOfHeader, type Language } from './languages.js';
export { createTranslator, Translator, type MessageValues } from './translate.js';
