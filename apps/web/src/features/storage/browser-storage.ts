/**
 * The browser's localStorage, or null when there is none or it is refused (private mode, policy):
 * what is kept there then lives in memory only. Shared by the session and the language choice.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
