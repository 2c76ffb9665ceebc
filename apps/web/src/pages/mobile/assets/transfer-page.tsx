import { Button, NoticeBar } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WALLETS } from '@exchange/contracts';
import { walletKey } from '../../../features/assets/record-labels';
import { useTransferForm } from '../../../features/assets/use-transfer-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AmountField } from './components/amount-field';
import { CoinPicker } from './components/coin-picker';
import { InfoRow } from './components/info-row';

/**
 * Transfer between the user's own coin and contract accounts (?coin=&type=1 coin → contract, 2
 * back), over the one transfer-form hook of both interfaces. Towards the contract account a note
 * says what that account is for and that the funds can be moved back at any time.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const form = useTransferForm();
  const { currency, scale, from, to, balances } = form.summary;
  const shown = (amount: string | undefined) => formatOutput(amount ?? '0', lang, { scale: scale });
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
        <button type="button" className="ma-swap" onClick={form.switchDirection} aria-label={t('assets.switchDirection')}>
          ⇅
        </button>
      </section>
      {form.summary.hasContractNote && (
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
      <form className="ma-card ma-form" onSubmit={(e) => (e.preventDefault(), void form.submit())}>
        <CoinPicker value={currency} onChange={form.setCoin} />
        <AmountField label={t('assets.amount')} value={form.state.amount} onChange={form.setAmount} unit={currency} scale={scale} onAll={form.fillAll} />
        <div className="ma-under-field">
          <span data-testid="transfer-available">{t('assets.availableAmount', { amount: shown(form.summary.available), coin: currency })}</span>
        </div>
        <div className="ma-summary-box">
          {WALLETS.map((wallet) => (
            <InfoRow key={wallet} label={t(walletKey(wallet))}>
              <bdi dir="ltr" data-testid={`balance-${wallet}`}>
                {shown(balances[wallet])} {currency}
              </bdi>
            </InfoRow>
          ))}
        </div>
        <Button block color="primary" size="large" type="submit" loading={form.isPending} className="m-form__submit">
          {t('common.confirm')}
        </Button>
      </form>
    </SubPage>
  );
}
