import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TWithdrawFormApi } from '../../../features/assets/use-withdraw-form';
import type { TWithdrawSummary } from '../../../features/assets/withdraw-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { SecurityProofFields } from './security-proof-fields';

type TProps = { form: TWithdrawFormApi; summary: TWithdrawSummary };

/**
 * The summary step of a withdrawal: coin, network, address (with memo), amount, fee, actual
 * arrival and total deducted as the server will book them; then the code and the fund password.
 */
export function WithdrawConfirm({ form, summary }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const errorOf = (field: 'code' | 'fundPwd') => {
    const key = form.errorOf(field);
    return key ? t(`msg:${key}`) : null;
  };
  const line = (field: string, label: string, value: string, isMoney: boolean, isStrong = false) => (
    <div className={`da-quote__line${isStrong ? ' is-strong' : ''}`}>
      <dt>{label}</dt>
      <dd data-field={field}>
        {/* One left-to-right run, so that "20 USDT" keeps its order in right-to-left languages. */}
        <bdi dir="ltr" className={field === 'address' ? 'da-break' : undefined}>
          {isMoney ? `${formatOutput(value, lang, { scale: MAX_ASSET_SCALE })} ${summary.currency}` : value}
        </bdi>
      </dd>
    </div>
  );
  return (
    <form className="da-columns" onSubmit={(e) => (e.preventDefault(), void form.send())} data-testid="withdraw-confirm" noValidate>
      <div className="da-form">
        <h2 className="pc-section__title">{t('withdrawSafety.summaryTitle')}</h2>
        <dl className="da-quote" data-testid="withdraw-summary">
          {line('coin', t('assets.coin'), summary.currency, false)}
          {line('chain', t('assets.network'), summary.chain, false)}
          {line('address', t('assets.address'), summary.address, false)}
          {summary.memo && line('memo', t('assets.memo'), summary.memo, false)}
          {summary.remark && line('remark', t('assets.note'), summary.remark, false)}
          {line('amount', t('assets.amount'), summary.amount, true)}
          {line('fee', t('assets.fee'), summary.fee, true)}
          {line('arrival', t('assets.arrival'), summary.arrival, true, true)}
          {line('total', t('assets.totalDeducted'), summary.total, true)}
        </dl>
        <p className="pc-muted da-note">{t('withdrawSafety.summaryHint')}</p>
        <SecurityProofFields
          idPrefix="withdraw"
          code={form.state.code}
          fundPwd={form.state.fundPwd}
          onCode={(v) => form.set('code', v)}
          onFundPwd={(v) => form.set('fundPwd', v)}
          sender={form.code}
          codeError={errorOf('code')}
          fundPwdError={errorOf('fundPwd')}
        />
        <div className="da-buttons">
          <Button type="primary" size="large" htmlType="submit" loading={form.isSending} data-testid="withdraw-send">
            {t('withdrawSafety.send')}
          </Button>
          <Button size="large" onClick={form.back} data-testid="withdraw-back">
            {t('withdrawSafety.back')}
          </Button>
        </div>
      </div>
      <aside className="da-aside">
        <p className="pc-muted da-note">{t('assets.reviewHint')}</p>
      </aside>
    </form>
  );
}
