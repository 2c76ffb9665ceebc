import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE } from '@exchange/contracts';
import { bindAccount, bindCodeError, sendBindCode } from '../../../features/account/account-actions';
import { useSendCode } from '../../../features/auth/use-send-code';
import { FormRow } from '../../../ui/desktop/form-row';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import { AreaCodeSelect } from '../components/area-code-select';

/** Bind an e-mail or a phone number with a code sent to it. */
export function BindForm({ isPhone }: { isPhone: boolean }) {
  const { t } = useTranslation();
  const sender = useSendCode();
  const [form, setForm] = useState({ account: '', areaCode: DEFAULT_AREA_CODE, code: '' });
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    await bindAccount(form, isPhone).finally(() => setBusy(false));
  };
  const account = (
    <Input
      size="large"
      name={isPhone ? 'phone' : 'email'}
      type={isPhone ? 'tel' : 'email'}
      value={form.account}
      onChange={(e) => setForm({ ...form, account: e.target.value })}
      placeholder={t(isPhone ? 'auth.phonePlaceholder' : 'auth.emailPlaceholder')}
      maxLength={isPhone ? 20 : 254}
    />
  );
  return (
    <form className="pc-form pc-form--narrow" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid={isPhone ? 'bind-phone-form' : 'bind-email-form'}>
      <FormRow label={t(isPhone ? 'auth.phone' : 'auth.email')}>
        {isPhone ? (
          <Space.Compact block>
            <AreaCodeSelect value={form.areaCode} onChange={(areaCode) => setForm({ ...form, areaCode })} />
            {account}
          </Space.Compact>
        ) : (
          account
        )}
      </FormRow>
      <FormRow label={t('auth.code')}>
        <Space.Compact block>
          <Input size="large" name="code" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} placeholder={t('auth.codePlaceholder')} maxLength={6} inputMode="numeric" />
          <SendCodeButton left={sender.left} isSending={sender.isSending} onSend={() => void sender.send(bindCodeError(form, isPhone), () => sendBindCode(form, isPhone))} />
        </Space.Compact>
      </FormRow>
      <Button type="primary" size="large" htmlType="submit" loading={isBusy}>{t('security.bind')}</Button>
    </form>
  );
}
