import { useState } from 'react';
import { Alert, Button } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_COIN, findAsset } from '@exchange/contracts';
import { amountError } from '../../../features/assets/amount-rules';
import { assetRowOf } from '../../../features/assets/asset-list';
import type { TTransferType } from '../../../features/assets/assets-types';
import { assetScale } from '../../../features/assets/catalog';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { useTransfer } from '../../../features/assets/use-assets-mutations';
import { formatExact } from '../../../features/format/format-amount';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { AmountInput } from '../components/amount-input';
import { showInvalid } from '../../../features/notify/show-failure';
import { CoinSelect } from './coin-select';
import { Field } from './field';

/**
 * Coin ⇄ contract transfer (POST /contract/transfer). Direction (?type=1 coin → contract, 2 back)
 * and coin come from the query, so the overview's row actions open it ready. Contract trading is
 * not built yet: towards the contract account a note says so, and that the funds can be moved back
 * at any time; the transfer is not blocked.
 */
export function TransferForm() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [params, setParams] = useSearchParams();
  const type: TTransferType = params.get('type') === '2' ? 2 : 1;
  const currency = findAsset(params.get('coin') ?? '')?.currency ?? DEFAULT_QUOTE_COIN;
  const [amount, setAmount] = useState('');
  const [isChecked, setChecked] = useState(false);
  const from = useWalletAssets(type === 1 ? 'coin' : 'contract');
  const transfer = useTransfer();
  const scale = assetScale(currency);
  const available = from.data ? assetRowOf(from.data.list, currency).available : undefined;
  const amountKey = amountError(amount, { scale, available });
  const setQuery = (next: { type?: TTransferType; coin?: string }) =>
    setParams({ type: String(next.type ?? type), coin: next.coin ?? currency }, { replace: true });
  const submit = async () => {
    setChecked(true);
    if (amountKey) return showInvalid(amountKey);
    const done = await transfer.submit({ currency, amount, type });
    if (done) {
      setAmount('');
      setChecked(false);
    }
  };
  const account = (wallet: 'coin' | 'contract') => t(wallet === 'coin' ? 'assets.coinAccount' : 'assets.contractAccount');
  return (
    <form className="da-form da-form--narrow" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="transfer-form" noValidate>
      <div className="da-direction" data-testid="transfer-direction" data-type={type}>
        <div className="da-direction__side">
          <span className="da-field__label">{t('assets.from')}</span>
          <strong data-testid="transfer-from">{account(type === 1 ? 'coin' : 'contract')}</strong>
        </div>
        <Button
          shape="circle"
          icon={<SwapOutlined />}
          aria-label={t('assets.switchDirection')}
          onClick={() => (setQuery({ type: type === 1 ? 2 : 1 }), setChecked(false))}
          data-testid="transfer-switch"
        />
        <div className="da-direction__side">
          <span className="da-field__label">{t('assets.to')}</span>
          <strong data-testid="transfer-to">{account(type === 1 ? 'contract' : 'coin')}</strong>
        </div>
      </div>
      {type === 1 && (
        <Alert type="info" showIcon title={t('withdrawSafety.contractTitle')} description={t('withdrawSafety.contractNote')} data-testid="contract-note" />
      )}
      <Field label={t('assets.coin')} htmlFor="transfer-coin">
        <CoinSelect id="transfer-coin" value={currency} onChange={(coin) => (setQuery({ coin }), setAmount(''), setChecked(false))} />
      </Field>
      <Field
        label={t('assets.amount')}
        htmlFor="transfer-amount"
        extra={
          available !== undefined && (
            <bdi data-testid="transfer-available">{t('assets.availableAmount', { amount: formatExact(available, lang, scale), coin: currency })}</bdi>
          )
        }
        error={isChecked && amountKey ? t(`msg:${amountKey}`) : null}
      >
        <AmountInput
          id="transfer-amount"
          name="amount"
          size="large"
          value={amount}
          status={isChecked && amountKey ? 'error' : undefined}
          onChange={setAmount}
          scale={scale}
          coin={currency}
          placeholder={t('assets.amountPlaceholder')}
          suffix={
            <span className="da-suffix">
              <span className="pc-muted">{currency}</span>
              <Button type="link" size="small" disabled={available === undefined} onClick={() => setAmount(available ?? '')} data-testid="transfer-all">
                {t('assets.all')}
              </Button>
            </span>
          }
        />
      </Field>
      <Button type="primary" size="large" htmlType="submit" loading={transfer.isPending} className="da-submit" data-testid="transfer-submit">
        {t('assets.transfer')}
      </Button>
      <p className="pc-muted da-note">{t('dassets.transferHint')}</p>
    </form>
  );
}
