import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = { left: number; isSending: boolean; onSend: () => void };

/** SPEC §4: "Get code", then a 60 s countdown during which it is disabled. */
export function SendCodeButton({ left, isSending, onSend }: TProps) {
  const { t } = useTranslation();
  return (
    <Button disabled={left > 0} loading={isSending} onClick={onSend} className="pc-code-btn">
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.getCode')}
    </Button>
  );
}
