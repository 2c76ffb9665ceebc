import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../features/clipboard/copy-text';
import { notify } from '../../../features/notify/notify';

type TProps = {
  text: string;
  /** The button's name for screen readers and its tooltip ("Copy the API key"). */
  label: string;
  /** With the word "Copy" beside the icon (the secret's panel), or the icon alone (a table cell). */
  isWide?: boolean;
  testId?: string;
};

/** Copies a key or a secret and says whether it worked. */
export function CopyValue({ text, label, isWide, testId }: TProps) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) notify.success(t('apiKeys.copied'));
    else notify.error(t('apiKeys.copyFailed'));
  };
  const button = (
    <Button icon={<CopyOutlined />} size={isWide ? 'middle' : 'small'} type={isWide ? 'default' : 'text'} aria-label={label} onClick={() => void copy()} data-testid={testId}>
      {isWide ? t('apiKeys.copy') : null}
    </Button>
  );
  return isWide ? button : <Tooltip title={label}>{button}</Tooltip>;
}
