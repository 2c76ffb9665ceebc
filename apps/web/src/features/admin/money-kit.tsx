import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from './admin-api';
import { FormError, ReasonField, ToneTag } from './admin-kit';

/** Query keys of the money area: funds, launchpad, channels, funding, chain wallets. */
export const MONEY_KEYS = {
  funds: ['admin', 'money', 'funds'],
  launchpad: ['admin', 'money', 'launchpad'],
  channels: ['admin', 'money', 'channels'],
  funding: ['admin', 'money', 'funding'],
  chain: ['admin', 'money', 'chain'],
} as const;

/** A decimal-string amount with its asset, digits aligned (money is never a float on screen). */
export function Money({ value, asset }: { value: string; asset?: string }) {
  return (
    <span className="admin-money" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {value}
      {asset ? ` ${asset}` : ''}
    </span>
  );
}

/** A rate given as a decimal fraction ("0.0002") shown as a percentage, exactly (string arithmetic, no float noise). */
export function ratePercent(rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const cut = whole.length + 2;
  const int = digits.slice(0, cut).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(cut).replace(/0+$/, '');
  return `${int}${rest ? `.${rest}` : ''} %`;
}

/** A query's failure, in an alert with the server's message. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={t('money.common.loadFailed')} description={errorText(error)} />;
}

/** On / off as a tag. */
export function OnOff({ on }: { on: boolean }): ReactNode {
  const { t } = useTranslation();
  return <ToneTag tone={on ? 'green' : 'grey'}>{on ? t('money.common.on') : t('money.common.off')}</ToneTag>;
}

/**
 * A create drawer of the money area: cancel and submit on top, a vertical form with the caller's
 * fields, then the reason and the write's refusal.
 */
export function CreateDrawer<T>({
  open = true,
  onClose,
  title,
  submitLabel,
  submitTestId,
  busy,
  disabled,
  onSubmit,
  form,
  formTestId,
  initialValues,
  reasonTestId,
  error,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  submitLabel: ReactNode;
  submitTestId: string;
  busy: boolean;
  disabled?: boolean;
  onSubmit: () => Promise<void>;
  form: FormInstance<T>;
  formTestId: string;
  initialValues: Record<string, unknown>;
  reasonTestId?: string;
  error: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={620}
      title={title}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('shell.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void onSubmit()} data-testid={submitTestId} disabled={disabled}>
            {submitLabel}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid={formTestId} initialValues={initialValues}>
        {children}
        <ReasonField rows={2} testId={reasonTestId} />
        <FormError error={error} />
      </Form>
    </Drawer>
  );
}
