/**
 * The reference calls' paths apart from their schemas (calls.ts): the web reads the language list
 * before its first render, and that first page must not carry the schema library.
 */
export const REFERENCE_PATHS = {
  languages: '/app/language/list',
  areaCodes: '/index/getArea',
} as const;
