/** The /index/aboutUs page types, by the desktop route that shows each (SPEC §2). */
export const ABOUT_TYPES = {
  us: 8,
  legal: 10,
  protocol: 9,
  connect: 7,
  policy: 11,
  customer: 12,
} as const;

export type TAboutKind = keyof typeof ABOUT_TYPES;

export const ABOUT_KINDS = Object.keys(ABOUT_TYPES) as TAboutKind[];

export function isAboutKind(value: unknown): value is TAboutKind {
  return typeof value === 'string' && value in ABOUT_TYPES;
}

/**
 * The type a page shows: its `type` query when that is one of the known types (SPEC §2: pages take
 * a type query), else the type of its path.
 */
export function aboutTypeOf(kind: TAboutKind, query: string | null): number {
  const fromQuery = Number(query);
  return (Object.values(ABOUT_TYPES) as number[]).includes(fromQuery) ? fromQuery : ABOUT_TYPES[kind];
}
