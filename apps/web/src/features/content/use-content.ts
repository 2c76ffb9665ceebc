import { useQuery } from '@tanstack/react-query';
import { useLocaleStore } from '../locale/locale-store';
import { fetchAbout, fetchHelpArticle, fetchHelpArticles, fetchHelpTabs } from './content-api';

// Content is answered in the Accept-Language language, so the language is part of every key.

export function useHelpTabs() {
  const lang = useLocaleStore((s) => s.lang);
  return useQuery({ queryKey: ['helpTabs', lang], queryFn: fetchHelpTabs });
}

export function useHelpArticles(tabId: number | undefined) {
  const lang = useLocaleStore((s) => s.lang);
  return useQuery({ queryKey: ['helpArticles', lang, tabId ?? 0], queryFn: () => fetchHelpArticles(tabId) });
}

export function useHelpArticle(id: number) {
  const lang = useLocaleStore((s) => s.lang);
  return useQuery({ queryKey: ['helpArticle', lang, id], queryFn: () => fetchHelpArticle(id), enabled: id > 0 });
}

export function useAbout(type: number) {
  const lang = useLocaleStore((s) => s.lang);
  return useQuery({ queryKey: ['about', lang, type], queryFn: () => fetchAbout(type) });
}
