import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LOCALE, disclosureText, hasDisclosureEverywhere, latestDisclosureVersion, LOCALES, placeholdersOf, PRODUCT_TEXTS, type TDisclosureText, type TLocale } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { productsRepository } from './products.repository.js';

/**
 * The risk-disclosure texts as the server reads them, wherever it reads them: a version published
 * from the operator console lives in `disclosure_texts` (all 14 languages, written at once, never
 * changed), any other version in the code catalogs (packages/i18n/locales/products). A version
 * found in the database is read from there; new versions are numbered after the newest of both.
 */

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** One version of a product's disclosure, every language it has, and where it comes from. */
export type TDisclosureVersion = {
  version: number;
  /** `console`: published from the operator console (the database); `catalog`: in the code. */
  origin: 'catalog' | 'console';
  isComplete: boolean;
  texts: Partial<Record<TLocale, TDisclosureText>>;
  createdBy: string | null;
  createdAt: number | null;
};

function catalogVersions(code: string): number[] {
  return Object.keys(PRODUCT_TEXTS[DEFAULT_LOCALE].disclosures[code] ?? {}).map(Number);
}

/** Every version of a product's disclosure, oldest first, with its texts. */
export async function disclosureVersions(db: TDb, code: string): Promise<TDisclosureVersion[]> {
  const rows = await productsRepository.disclosureRows(db, code);
  const stored = new Map<number, TDisclosureVersion>();
  for (const row of rows) {
    const version = Number(row.version);
    const entry = stored.get(version) ?? { version, origin: 'console' as const, isComplete: false, texts: {}, createdBy: row.created_by, createdAt: Number(row.created_at) };
    entry.texts[row.locale as TLocale] = { title: row.title, text: row.text };
    stored.set(version, entry);
  }
  for (const entry of stored.values()) entry.isComplete = LOCALES.every((l) => entry.texts[l]?.title && entry.texts[l]?.text);
  const catalog = catalogVersions(code)
    .filter((version) => !stored.has(version))
    .map((version): TDisclosureVersion => ({
      version,
      origin: 'catalog',
      isComplete: hasDisclosureEverywhere(code, version),
      texts: Object.fromEntries(LOCALES.flatMap((l) => {
        const text = PRODUCT_TEXTS[l].disclosures[code]?.[String(version)];
        return text ? [[l, { title: text.title, text: text.text }]] : [];
      })),
      createdBy: null,
      createdAt: null,
    }));
  return [...catalog, ...stored.values()].sort((a, b) => a.version - b.version);
}

/** The versions that may be made current (their text in all 14 languages), oldest first. */
export async function completeDisclosureVersions(db: TDb, code: string): Promise<number[]> {
  return (await disclosureVersions(db, code)).filter((v) => v.isComplete).map((v) => v.version);
}

/** Whether a version of a product's disclosure has its text in all 14 languages (database or catalog). */
export async function hasCompleteDisclosure(db: TDb, code: string, version: number): Promise<boolean> {
  const rows = await productsRepository.disclosureVersionTexts(db, code, version);
  if (rows.length === 0) return hasDisclosureEverywhere(code, version);
  return LOCALES.every((l) => rows.some((r) => r.locale === l && r.title && r.text));
}

/**
 * A product's disclosure of one version in a locale, unfilled (placeholders as written): the
 * database's text when the version was published from the console (en-US's when that locale
 * lacks one), else the catalog's (disclosureText). Null when the version exists nowhere.
 */
export async function readDisclosureText(db: TDb, locale: TLocale, code: string, version: number): Promise<TDisclosureText | null> {
  // One read of the version's rows (at most 14): none means the version is the catalog's.
  const rows = await productsRepository.disclosureVersionTexts(db, code, version);
  if (rows.length === 0) return disclosureText(locale, code, version);
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  return row ? { title: row.title, text: row.text } : null;
}

/** The newest version of a product's disclosure, database or catalog; 0 when it has none. */
export async function newestDisclosureVersion(db: TDb, code: string): Promise<number> {
  return Math.max(latestDisclosureVersion(code), await productsRepository.newestStoredDisclosure(db, code));
}

/** The placeholders a published text may use: those the catalog's texts of that product use. */
export function allowedPlaceholders(code: string): Set<string> {
  const names = new Set<string>();
  for (const locale of LOCALES) {
    for (const text of Object.values(PRODUCT_TEXTS[locale].disclosures[code] ?? {})) {
      for (const name of placeholdersOf(text.text)) names.add(name);
      for (const name of placeholdersOf(text.title)) names.add(name);
    }
  }
  return names;
}

/**
 * Publishes a new version of a product's disclosure with its text in all 14 languages, numbered
 * after the newest of the database and the catalog, and records it (reason; after: the texts) in
 * the same transaction. The version is not made current: that is a separate, audited step.
 * @throws AppError disclosureTextMissing (a language without a title or a text),
 *   disclosurePlaceholderUnknown (a {{name}} the product's catalog texts do not use)
 */
export async function publishDisclosure(
  ctx: { db: Kysely<TDatabase>; clock: TClock },
  input: { code: string; texts: Partial<Record<string, { title: string; text: string }>>; reason: string },
  by: { operator: string; approvedBy?: string | null; action: string },
): Promise<{ version: number; texts: Record<TLocale, TDisclosureText> }> {
  const texts = {} as Record<TLocale, TDisclosureText>;
  for (const locale of LOCALES) {
    const title = input.texts[locale]?.title?.trim() ?? '';
    const text = (input.texts[locale]?.text ?? '').replace(/\r\n?/g, '\n').trim();
    if (!title || !text) throw new AppError('disclosureTextMissing', { vars: { language: locale } });
    texts[locale] = { title, text };
  }
  const allowed = allowedPlaceholders(input.code);
  for (const locale of LOCALES) {
    const unknown = [...placeholdersOf(texts[locale].title), ...placeholdersOf(texts[locale].text)].find((name) => !allowed.has(name));
    if (unknown) throw new AppError('disclosurePlaceholderUnknown', { vars: { name: `{{${unknown}}}`, language: locale } });
  }
  return ctx.db.transaction().execute(async (tx) => {
    const version = (await newestDisclosureVersion(tx, input.code)) + 1;
    const now = BigInt(ctx.clock.now());
    await productsRepository.insertDisclosureTexts(
      tx,
      LOCALES.map((locale) => ({ product: input.code, version: BigInt(version), locale, title: texts[locale].title, text: texts[locale].text, created_by: by.operator, created_at: now })),
    );
    await recordOperatorAction(tx, ctx.clock, {
      operator: by.operator,
      action: by.action,
      subject: `${input.code} disclosure v${version}`,
      detail: { product: input.code, version, published: true },
      reason: input.reason,
      before: null,
      after: { product: input.code, version, texts },
      approvedBy: by.approvedBy ?? null,
    });
    return { version, texts };
  });
}
