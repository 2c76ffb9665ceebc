import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../features/clipboard/copy-text';
import { notify } from '../../../features/notify/notify';

/** Copies a key or a secret and says whether it worked; `label` names it for screen readers. */
export function CopyValue({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) notify.success(t('apiKeys.copied'));
    else notify.error(t('apiKeys.copyFailed'));
  };
  return (
    <Button size="mini" color="primary" fill="outline" onClick={() => void copy()} aria-label={label} className="mak-copy" data-testid={testId}>
      {t('apiKeys.copy')}
    </Button>
  );
}
