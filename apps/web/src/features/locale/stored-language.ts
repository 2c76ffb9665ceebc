import { STORAGE_KEYS } from '@exchange/contracts';
import { browserStorage } from '../storage/browser-storage';

/** SPEC §4: the user's language choice survives reloads under User-Lang. */
export function readStoredLanguage(): string {
  return browserStorage()?.getItem(STORAGE_KEYS.lang) ?? '';
}

export function writeStoredLanguage(lang: string): void {
  browserStorage()?.setItem(STORAGE_KEYS.lang, lang);
}
