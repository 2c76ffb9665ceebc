import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import type { TWithdrawFormApi } from '../../../../features/assets/use-withdraw-form';
import type { TWithdrawSummary } from '../../../../features/assets/withdraw-form';
import { Output } from '../../../../features/format/output';
import { InfoRow } from '../components/info-row';
import { SecurityProofFields } from '../components/security-proof-fields';

type TProps = { form: TWithdrawFormApi; summary: TWithdrawSummary; onSend: () => void };

/**
 * The summary step: everything the withdrawal will do, as the server books it (coin, network,
 * address with memo, amount, fee, actual arrival, total deducted), then the code and fund password.
 */
export function WithdrawConfirm({ form, summary, onSend }: TProps) {
  const { t } = useTranslation();
  const money = (value: string, field: string) => (
    <bdi dir="ltr" data-field={field}>
      <Output value={value} scale={MAX_ASSET_SCALE} /> {summary.currency}
    </bdi>
  );
  return (
    <form className="ma-card ma-form" onSubmit={(e) => (e.preventDefault(), onSend())} data-testid="withdraw-confirm">
      <h2 className="ma-section-title">{t('withdrawSafety.summaryTitle')}</h2>
      <div className="ma-summary-box" data-testid="withdraw-summary">
        <InfoRow label={t('assets.coin')}>
          <bdi dir="ltr" data-field="coin">{summary.currency}</bdi>
        </InfoRow>
        <InfoRow label={t('assets.network')}>
          <bdi dir="ltr" data-field="chain">{summary.chain}</bdi>
        </InfoRow>
        <InfoRow label={t('assets.address')}>
          <bdi dir="ltr" className="ma-break" data-field="address">{summary.address}</bdi>
        </InfoRow>
        {summary.memo && (
          <InfoRow label={t('assets.memo')}>
            <bdi dir="ltr" data-field="memo">{summary.memo}</bdi>
          </InfoRow>
        )}
        {summary.remark && <InfoRow label={t('assets.note')}>{summary.remark}</InfoRow>}
        <InfoRow label={t('assets.amount')}>{money(summary.amount, 'amount')}</InfoRow>
        <InfoRow label={t('assets.fee')}>{money(summary.fee, 'fee')}</InfoRow>
        <InfoRow label={t('assets.arrival')} isStrong>
          {money(summary.arrival, 'arrival')}
        </InfoRow>
        <InfoRow label={t('assets.totalDeducted')}>{money(summary.total, 'total')}</InfoRow>
      </div>
      <p className="ma-hint">{t('withdrawSafety.summaryHint')}</p>
      <SecurityProofFields
        code={form.state.code}
        fundPwd={form.state.fundPwd}
        onCode={(v) => form.set('code', v)}
        onFundPwd={(v) => form.set('fundPwd', v)}
        sender={form.code}
      />
      <Button block color="primary" size="large" type="submit" loading={form.isSending} className="m-form__submit" data-testid="withdraw-send">
        {t('withdrawSafety.send')}
      </Button>
      <Button block fill="none" size="large" onClick={form.back} data-testid="withdraw-back">
        {t('withdrawSafety.back')}
      </Button>
    </form>
  );
}
