import type { TLocale } from '@exchange/i18n';

/**
 * SPEC §2: the about pages and the `type` the desktop routes ask for (/about/connect 7, /about/us 8,
 * /about/protocol 9, /about/legal 10, /about/policy 11, /about/customer 12).
 */
export const PAGE_TYPES = { connect: 7, us: 8, protocol: 9, legal: 10, policy: 11, customer: 12 } as const;
export type TPageKey = keyof typeof PAGE_TYPES;

/** The help categories, in the order the help centre shows them. */
export const HELP_TABS = ['getting-started', 'deposits-withdrawals', 'trading', 'security-account'] as const;
export type THelpTabSlug = (typeof HELP_TABS)[number];

/** The seeded articles, in display order, each in its category. */
export const HELP_ARTICLES = [
  { slug: 'create-account', tab: 'getting-started' },
  { slug: 'identity-verification', tab: 'getting-started' },
  { slug: 'coin-and-contract-accounts', tab: 'getting-started' },
  { slug: 'deposit', tab: 'deposits-withdrawals' },
  { slug: 'withdrawal', tab: 'deposits-withdrawals' },
  { slug: 'deposit-withdrawal-records', tab: 'deposits-withdrawals' },
  { slug: 'spot-orders', tab: 'trading' },
  { slug: 'contract-trading', tab: 'trading' },
  { slug: 'seconds-contracts', tab: 'trading' },
  { slug: 'passwords', tab: 'security-account' },
  { slug: 'verification-codes', tab: 'security-account' },
  { slug: 'account-safety', tab: 'security-account' },
] as const satisfies readonly { slug: string; tab: THelpTabSlug }[];
export type THelpArticleSlug = (typeof HELP_ARTICLES)[number]['slug'];

/** A text is a list of paragraphs; stored as plain text with a blank line between paragraphs. */
export type TParagraphs = readonly string[];

/**
 * One locale's seed. The Record types make a missing tab, article or page a compile error, so
 * every locale carries the whole set and the en-US fallback never has to be used.
 */
export type TContentSeed = {
  tabs: Record<THelpTabSlug, string>;
  articles: Record<THelpArticleSlug, { title: string; summary: string; content: TParagraphs }>;
  pages: Record<TPageKey, { title: string; content: TParagraphs }>;
};

export type TContentSeeds = Record<TLocale, TContentSeed>;

/** The stored form of a text: paragraphs separated by one blank line, nothing else. */
export function joinParagraphs(paragraphs: TParagraphs): string {
  return paragraphs.map((p) => p.trim()).join('\n\n');
}
