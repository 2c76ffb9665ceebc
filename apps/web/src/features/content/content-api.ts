import { aboutUsCall, helpCenterCall, helpTabsCall, type ZAboutPage, type ZHelpArticle, type ZHelpSummary, type ZHelpTab } from '@exchange/contracts';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';
import { bbCall } from '../api/bb-call';
import { i18n } from '../locale/i18n';

export type THelpTab = z.output<typeof ZHelpTab>;
export type THelpSummary = z.output<typeof ZHelpSummary>;
export type THelpArticle = z.output<typeof ZHelpArticle>;
export type TAboutPage = z.output<typeof ZAboutPage>;

/** The help centre's tabs, in the Accept-Language language. */
export function fetchHelpTabs() {
  return bbCall(helpTabsCall);
}

/** One answer of /index/helpCenter is a list, the other one article: a shape the asker did not ask for is a failure. */
function misread(): never {
  throw new ApiError(i18n.t('msg:error'), null);
}

export async function fetchHelpArticles(tabId?: number): Promise<THelpSummary[]> {
  const answer = await bbCall(helpCenterCall, { tabId });
  return Array.isArray(answer) ? answer : misread();
}

export async function fetchHelpArticle(id: number): Promise<THelpArticle> {
  const answer = await bbCall(helpCenterCall, { id });
  return Array.isArray(answer) ? misread() : answer;
}

/** An about page by type (ABOUT_TYPES). */
export function fetchAbout(type: number) {
  return bbCall(aboutUsCall, { type });
}
