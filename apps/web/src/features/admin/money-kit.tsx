import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from './admin-api';
import { ToneTag } from './admin-kit';

/** Query keys of the money area: funds, launchpad, channels, funding. */
export const MONEY_KEYS = {
  funds: ['admin', 'money', 'funds'],
  launchpad: ['admin', 'money', 'launchpad'],
  channels: ['admin', 'money', 'channels'],
  funding: ['admin', 'money', 'funding'],
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
