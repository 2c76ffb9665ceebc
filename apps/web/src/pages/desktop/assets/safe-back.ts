/**
 * The page to return to after the address form, from its ?back= query. Only this app's own account
 * and settings pages are accepted, so a crafted link cannot send the user elsewhere.
 */
export function safeBack(raw: string | null, fallback = '/setting/addresslist'): string {
  if (!raw) return fallback;
  return /^\/(account|setting)\/[\w/?=&%.-]*$/.test(raw) && !raw.startsWith('//') ? raw : fallback;
}
