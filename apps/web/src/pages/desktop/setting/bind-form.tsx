import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useBindForm } from '../../../features/account/use-bind-form';
import { SendCodeButton } from '../../../ui/desktop/send-code-button';
import { FieldRow } from '../auth/field-row';
import { AreaCodeSelect } from '../components/area-code-select';

/** Bind an e-mail or a phone number with a code sent to it; each refused field marked under it. */
export function BindForm({ isPhone }: { isPhone: boolean }) {
  const { t } = useTranslation();
  const f = useBindForm(isPhone);
  const { errors } = f;
  const accountError = errors.areaCode ?? errors.account;
  const own = f.aria('account');
  // The area code's error (none selected) is read with the number.
  const aria = accountError ? { ...own, input: { ...own.input, 'aria-invalid': true as const, 'aria-describedby': own.errorId } } : own;
  const account = (
    <Input
      {...aria.input}
      status={accountError && 'error'}
      size="large"
      name={isPhone ? 'phone' : 'email'}
      type={isPhone ? 'tel' : 'email'}
      value={f.form.account}
      onChange={(e) => f.set({ account: e.target.value })}
      placeholder={t(isPhone ? 'auth.phonePlaceholder' : 'auth.emailPlaceholder')}
      maxLength={isPhone ? 20 : 254}
    />
  );
  return (
    <form className="pc-form pc-form--narrow" noValidate onSubmit={(e) => (e.preventDefault(), void f.submit())} data-testid={isPhone ? 'bind-phone-form' : 'bind-email-form'}>
      <FieldRow label={t(isPhone ? 'auth.phone' : 'auth.email')} aria={aria} error={accountError}>
        {isPhone ? (
          <Space.Compact block>
            <AreaCodeSelect value={f.form.areaCode} onChange={(areaCode) => f.set({ areaCode })} />
            {account}
          </Space.Compact>
        ) : (
          account
        )}
      </FieldRow>
      <FieldRow label={t('auth.code')} aria={f.aria('code')} error={errors.code}>
        <Space.Compact block>
          <Input {...f.aria('code').input} status={errors.code && 'error'} size="large" name="code" value={f.form.code} onChange={(e) => f.set({ code: e.target.value })} placeholder={t('auth.codePlaceholder')} maxLength={LIMITS.codeLength} inputMode="numeric" autoComplete="one-time-code" />
          <SendCodeButton left={f.sender.left} isSending={f.sender.isSending} onSend={() => void f.sendCode()} />
        </Space.Compact>
      </FieldRow>
      <Button type="primary" size="large" htmlType="submit" loading={f.isBusy}>{t('security.bind')}</Button>
    </form>
  );
}
