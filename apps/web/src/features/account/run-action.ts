import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure } from '../notify/show-failure';

/**
 * One account change as the user sees it: a progress toast (SPEC §8 "modifying"), then the server's
 * success message or its failure message. Returns true on success.
 */
export async function runAction(progressKey: string, action: () => Promise<{ msg: string }>): Promise<boolean> {
  const close = notify.loading(i18n.t(progressKey));
  try {
    const { msg } = await action();
    close();
    notify.success(msg);
    return true;
  } catch (error) {
    close();
    showFailure(error);
    return false;
  }
}
