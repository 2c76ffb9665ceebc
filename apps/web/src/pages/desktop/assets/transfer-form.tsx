import { Alert, Button } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TWallet } from '@exchange/contracts';
import { useTransferForm } from '../../../features/assets/use-transfer-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { AmountInput } from '../components/amount-input';
import { CoinSelect } from './coin-select';
import { Field } from './field';

/**
 * Coin ⇄ contract transfer (POST /contract/transfer), over the one transfer-form hook of both
 * interfaces. Direction (?type=1 coin → contract, 2 back) and coin come from the query, so the
 * overview's row actions open it ready. Towards the contract account a note says what that account
 * is for and that the funds can be moved back at any time.
 */
export function TransferForm() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const form = useTransferForm();
  const { summary, amountError } = form;
  const { currency, scale, available } = summary;
  const account = (wallet: TWallet) => t(wallet === 'coin' ? 'assets.coinAccount' : 'assets.contractAccount');
  return (
    <form className="da-form da-form--narrow" onSubmit={(e) => (e.preventDefault(), void form.submit())} data-testid="transfer-form" noValidate>
      <div className="da-direction" data-testid="transfer-direction" data-type={summary.type}>
        <div className="da-direction__side">
          <span className="da-field__label">{t('assets.from')}</span>
          <strong data-testid="transfer-from">{account(summary.from)}</strong>
        </div>
        <Button shape="circle" icon={<SwapOutlined />} aria-label={t('assets.switchDirection')} onClick={form.switchDirection} data-testid="transfer-switch" />
        <div className="da-direction__side">
          <span className="da-field__label">{t('assets.to')}</span>
          <strong data-testid="transfer-to">{account(summary.to)}</strong>
        </div>
      </div>
      {summary.hasContractNote && (
        <Alert type="info" showIcon title={t('withdrawSafety.contractTitle')} description={t('withdrawSafety.contractNote')} data-testid="contract-note" />
      )}
      <Field label={t('assets.coin')} htmlFor="transfer-coin">
        <CoinSelect id="transfer-coin" value={currency} onChange={form.setCoin} />
      </Field>
      <Field
        label={t('assets.amount')}
        htmlFor="transfer-amount"
        extra={
          available !== undefined && (
            <bdi data-testid="transfer-available">{t('assets.availableAmount', { amount: formatOutput(available, lang, { scale: scale }), coin: currency })}</bdi>
          )
        }
        error={amountError ? t(`msg:${amountError}`) : null}
      >
        <AmountInput
          id="transfer-amount"
          name="amount"
          size="large"
          value={form.state.amount}
          status={amountError ? 'error' : undefined}
          onChange={form.setAmount}
          scale={scale}
          coin={currency}
          placeholder={t('assets.amountPlaceholder')}
          suffix={
            <span className="da-suffix">
              <span className="pc-muted">{currency}</span>
              <Button type="link" size="small" disabled={available === undefined} onClick={form.fillAll} data-testid="transfer-all">
                {t('assets.all')}
              </Button>
            </span>
          }
        />
      </Field>
      <Button type="primary" size="large" htmlType="submit" loading={form.isPending} className="da-submit" data-testid="transfer-submit">
        {t('assets.transfer')}
      </Button>
      <p className="pc-muted da-note">{t('dassets.transferHint')}</p>
    </form>
  );
}
