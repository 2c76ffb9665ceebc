import { useTranslation } from 'react-i18next';
import { copyText } from '../clipboard/copy-text';
import { notify } from '../notify/notify';

/** Copies a text and says so (or asks the user to copy by hand when the browser refuses). */
export function useCopy() {
  const { t } = useTranslation();
  return async (text: string) => {
    if (await copyText(text)) notify.success(t('invite.copied'));
    else notify.error(t('invite.copyFailed'));
  };
}
