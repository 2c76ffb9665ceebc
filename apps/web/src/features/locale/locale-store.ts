import { create } from 'zustand';
import { DEFAULT_LOCALE, type TLocale } from '@exchange/i18n';

/** The current language and the UI kit's locale object for it (antd or antd-mobile, per interface). */
type TLocaleState = { lang: TLocale; kitLocale: unknown };

export const useLocaleStore = create<TLocaleState>(() => ({ lang: DEFAULT_LOCALE, kitLocale: undefined }));
