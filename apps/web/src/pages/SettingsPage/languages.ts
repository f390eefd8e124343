/** Languages the interface is available in; English is the default and the fallback. */
export const SUPPORTED_LANGUAGES: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'en', label: 'English' },
];
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE_STORAGE_KEY = 'atrium.language';

/** Spec 001 §5: a language list has no duplicates and must include 'en'. */
export function checkLanguageList(codes: readonly string[]): string | undefined {
  if (new Set(codes).size !== codes.length) return 'The language list has duplicates';
  if (!codes.includes('en')) return "The language list must include 'en'";
  return undefined;
}
