import { useState } from 'react';
import { Button, NoticeBar } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_COIN, findAsset, type TWallet } from '@exchange/contracts';
import { transferAmountError } from '../../../features/assets/amount-rules';
import { assetRowOf } from '../../../features/assets/asset-list';
import { assetScale } from '../../../features/assets/catalog';
import { walletKey } from '../../../features/assets/record-labels';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { useTransfer } from '../../../features/assets/use-assets-mutations';
import { formatExact } from '../../../features/format/format-amount';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { showInvalid } from '../../../features/notify/show-failure';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AmountField } from './components/amount-field';
import { CoinPicker } from './components/coin-picker';
import { InfoRow } from './components/info-row';
import { useCoinParam } from './components/use-coin-param';

/**
 * Transfer between the user's own coin and contract accounts (?coin=&from=coin|contract). Contract
 * trading is not built yet: towards the contract account a note says so, and that the funds can be
 * moved back at any time; the transfer itself is not blocked.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { params, update } = useCoinParam();
  // Any listed coin moves between the user's own accounts, a launchpad token too (no chain needed).
  const currency = findAsset(params.get('coin') ?? '')?.currency ?? DEFAULT_QUOTE_COIN;
  const from: TWallet = params.get('from') === 'contract' ? 'contract' : 'coin';
  const to: TWallet = from === 'coin' ? 'contract' : 'coin';
  const [amount, setAmount] = useState('');
  const coinAssets = useWalletAssets('coin');
  const contractAssets = useWalletAssets('contract');
  const transfer = useTransfer();
  const balances = { coin: assetRowOf(coinAssets.data?.list, currency), contract: assetRowOf(contractAssets.data?.list, currency) };
  const available = balances[from].available;
  const scale = assetScale(currency);
  const submit = async () => {
    const key = transferAmountError(amount, available, scale);
    if (key) return showInvalid(key);
    const result = await transfer.submit({ currency, amount, type: from === 'coin' ? 1 : 2 });
    if (result) setAmount('');
  };
  return (
    <SubPage
      title={t('assets.transfer')}
      right={
        <Link to="/assets/records?tab=asset&type=2" className="ma-nav-icon" aria-label={t('assets.assetRecords')}>
          <ClockCircleOutline fontSize={22} />
        </Link>
      }
    >
      <section className="ma-card ma-direction">
        <div className="ma-direction__rows">
          <div className="ma-direction__row">
            <span className="ma-direction__label">{t('assets.from')}</span>
            <strong data-testid="transfer-from">{t(walletKey(from))}</strong>
          </div>
          <div className="ma-direction__row">
            <span className="ma-direction__label">{t('assets.to')}</span>
            <strong data-testid="transfer-to">{t(walletKey(to))}</strong>
          </div>
        </div>
        <button type="button" className="ma-swap" onClick={() => update({ from: to })} aria-label={t('assets.switchDirection')}>
          ⇅
        </button>
      </section>
      {to === 'contract' && (
        <NoticeBar
          color="info"
          wrap
          className="ma-card"
          data-testid="contract-note"
          content={
            <span>
              <strong>{t('withdrawSafety.contractTitle')}</strong> {t('withdrawSafety.contractNote')}
            </span>
          }
        />
      )}
      <form className="ma-card ma-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <CoinPicker value={currency} onChange={(coin) => (setAmount(''), update({ coin }))} />
        <AmountField label={t('assets.amount')} value={amount} onChange={setAmount} unit={currency} scale={scale} onAll={() => setAmount(available)} />
        <div className="ma-under-field">
          <span data-testid="transfer-available">{t('assets.availableAmount', { amount: formatExact(available, lang, scale), coin: currency })}</span>
        </div>
        <div className="ma-summary-box">
          {(['coin', 'contract'] as const).map((wallet) => (
            <InfoRow key={wallet} label={t(walletKey(wallet))}>
              <bdi dir="ltr" data-testid={`balance-${wallet}`}>
                {formatExact(balances[wallet].available, lang, scale)} {currency}
              </bdi>
            </InfoRow>
          ))}
        </div>
        <Button block color="primary" size="large" type="submit" loading={transfer.isPending} className="m-form__submit">
          {t('common.confirm')}
        </Button>
      </form>
    </SubPage>
  );
}
