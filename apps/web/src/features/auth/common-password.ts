import { isCommonPassword } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';

/**
 * The list part of the weak-password rule (the schemas already refuse repeats and the own
 * address): `passwordTooCommon` when the password is on the shared common list. The list arrives
 * as its own chunk the first time a password is checked, so it never weighs on the first page.
 * The server checks the same list again.
 */
export async function commonPasswordError(password: string): Promise<TMessageKey | null> {
  return (await isCommonPassword(password)) ? 'passwordTooCommon' : null;
}
