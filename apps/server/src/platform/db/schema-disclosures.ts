/**
 * Risk-disclosure versions published from the operator console (migration 20261127-0025-disclosure-texts,
 * modules/products/disclosure-texts.ts): one row per product, version and language. A version that
 * has rows here is read from here; other versions come from the code catalogs (packages/i18n).
 * Rows are never changed: a new wording is a new version.
 */
export type TDisclosureTextsTable = {
  product: string;
  version: bigint;
  locale: string;
  title: string;
  text: string;
  created_by: string;
  created_at: bigint;
};

export type TDisclosureTables = { disclosure_texts: TDisclosureTextsTable };
