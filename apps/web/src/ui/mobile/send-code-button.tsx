import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type TProps = { left: number; isSending: boolean; onSend: () => void };

/** SPEC §4: "Get code", then a 60 s countdown during which it is disabled. */
export function SendCodeButton({ left, isSending, onSend }: TProps) {
  const { t } = useTranslation();
  return (
    <Button size="small" color="primary" fill="none" disabled={left > 0} loading={isSending} onClick={onSend} className="m-code-btn">
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.getCode')}
    </Button>
  );
}
