/**
 * SPEC §2: the routes a logged-out visitor may open; any other path sends them to /home. The help
 * centre and its articles too (issue 26): help is read before one has an account. The transparency
 * page too (issue 29): proof of reserves is for anyone deciding whether to trust the exchange.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/home',
  '/home/detail',
  '/subcribe',
  '/contract',
  '/secondContract',
  '/help/message',
  '/help/msg-detail',
  '/subcribe/book',
  '/subcribe/detail',
  '/about/us',
  '/about/connect',
  '/about/legal',
  '/setting/password',
  '/about/protocol',
  '/help',
  '/help/detail',
  '/transparency',
];

/** A path without its trailing slashes ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalizePath(pathname));
}
