import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../features/locale/i18n';
import { notify } from '../../../../features/notify/notify';
import { copyText } from '../../../../features/clipboard/copy-text';

type TProps = { text: string; label?: string };

/** Copies a text and says whether it worked. */
export function CopyButton({ text, label }: TProps) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) notify.success(i18n.t('assets.copied'));
    else notify.error(i18n.t('assets.copyFailed'));
  };
  return (
    <Button size="mini" color="primary" fill="outline" onClick={() => void copy()} aria-label={label ?? t('assets.copy')} className="ma-copy">
      {t('assets.copy')}
    </Button>
  );
}
