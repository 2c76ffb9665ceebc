import { request } from '../api/http';

export type THelpTab = { id: number; title: string };
export type THelpSummary = { id: number; tabId: number; title: string; summary: string };
export type THelpArticle = { id: number; tabId: number; title: string; content: string };
export type TAboutPage = { type: number; title: string; content: string };

/** The help centre's tabs, in the Accept-Language language. */
export function fetchHelpTabs() {
  return request<THelpTab[]>('/index/helpCenterTab');
}

export function fetchHelpArticles(tabId?: number) {
  return request<THelpSummary[]>('/index/helpCenter', { params: { tabId } });
}

export function fetchHelpArticle(id: number) {
  return request<THelpArticle>('/index/helpCenter', { params: { id } });
}

/** An about page by type (ABOUT_TYPES). */
export function fetchAbout(type: number) {
  return request<TAboutPage>('/index/aboutUs', { params: { type } });
}
