import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../features/notify/notify';
import { copyText } from '../../../features/clipboard/copy-text';

/** Copies a text and says whether it worked. */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      icon={<CopyOutlined />}
      data-testid={testId}
      onClick={async () => {
        if (await copyText(text)) notify.success(t('assets.copied'));
        else notify.error(t('assets.copyFailed'));
      }}
    >
      {t('assets.copy')}
    </Button>
  );
}
