import { useState } from 'react';
import { Button, NoticeBar } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fundPasswordInputError, withdrawAmountError } from '../../../features/assets/amount-rules';
import { assetRowOf } from '../../../features/assets/asset-list';
import { assetScale } from '../../../features/assets/catalog';
import { formatExact } from '../../../features/assets/format-exact';
import { useAddressBook, useWalletAssets } from '../../../features/assets/use-assets';
import { useWithdraw } from '../../../features/assets/use-assets-mutations';
import { maxWithdrawAmount } from '../../../features/assets/withdraw-math';
import { formatMoney } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { showInvalid } from '../../../features/notify/show-failure';
import { useProfile } from '../../../features/session/use-profile';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AmountField } from './components/amount-field';
import { ChainChips } from './components/chain-chips';
import { CoinPicker } from './components/coin-picker';
import { useCoinParam } from './components/use-coin-param';
import { AddressPicker } from './withdraw/address-picker';
import { WithdrawSummary } from './withdraw/withdraw-summary';

/**
 * Withdrawal: coin and network, an address from the address book, the amount (with "all"), fee and
 * actual arrival, the fund password. The request freezes amount + fee until an operator reviews it.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const { currency, chain, params, setCurrency, setChain, update } = useCoinParam();
  const pickedId = Number(params.get('address')) || null;
  const [amount, setAmount] = useState('');
  const [fundPwd, setFundPwd] = useState('');
  const profile = useProfile();
  const assets = useWalletAssets('coin');
  const withdraw = useWithdraw();
  const available = assetRowOf(assets.data?.list, currency).available;
  const scale = assetScale(currency);
  const hasFundPassword = profile.data?.assetsPwd === 1;
  // The same cached query as the picker's: the address follows an edit of the picked entry.
  const book = useAddressBook({ currency, chain: chain.chain });
  const address = book.data?.find((entry) => entry.id === pickedId)?.address ?? '';

  const changeCoin = (coin: string) => {
    setAmount('');
    setCurrency(coin);
  };
  const submit = async () => {
    const key =
      (address ? null : 'addressNotInBook') ?? withdrawAmountError(amount, chain, available, scale) ?? fundPasswordInputError(fundPwd);
    if (key) return showInvalid(key);
    const result = await withdraw.submit({ currency, chain: chain.chain, address, amount, fundPwd });
    if (result) navigate('/assets/records?tab=withdraw');
    else setFundPwd('');
  };
  return (
    <SubPage
      title={t('assets.withdraw')}
      right={
        <Link to="/assets/records?tab=withdraw" className="ma-nav-icon" aria-label={t('assets.withdrawRecords')}>
          <ClockCircleOutline fontSize={22} />
        </Link>
      }
    >
      <section className="ma-card ma-choose">
        <CoinPicker value={currency} onChange={changeCoin} />
        <ChainChips currency={currency} value={chain.chain} onChange={setChain} />
      </section>
      <form className="ma-card ma-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <AddressPicker
          key={`${currency}-${chain.chain}`}
          currency={currency}
          chain={chain.chain}
          pickedId={pickedId}
          onPick={(entry) => update({ address: String(entry.id) })}
        />
        <AmountField
          label={t('assets.amount')}
          value={amount}
          onChange={setAmount}
          unit={currency}
          scale={scale}
          onAll={() => setAmount(maxWithdrawAmount(available, chain, scale))}
        />
        <div className="ma-under-field">
          <span data-testid="withdraw-available">
            {t('assets.availableAmount', { amount: formatMoney(available, lang), coin: currency })}
          </span>
          <span>{t('assets.limits', { min: formatExact(chain.withdrawMin, lang), max: formatExact(chain.withdrawMax, lang), coin: currency })}</span>
        </div>
        <WithdrawSummary amount={amount} chain={chain} currency={currency} />
        {profile.data && !hasFundPassword ? (
          <NoticeBar
            color="alert"
            wrap
            content={
              <span>
                {t('assets.fundPasswordMissing')} <Link to="/security/fund-password">{t('assets.setFundPassword')}</Link>
              </span>
            }
          />
        ) : (
          <Field label={t('security.fundPassword')}>
            <PasswordInput name="fundPwd" isNumeric maxLength={6} value={fundPwd} onChange={(v) => setFundPwd(v.replace(/\D/g, ''))} placeholder={t('security.fundPlaceholder')} />
          </Field>
        )}
        <p className="ma-hint">{t('assets.reviewHint')}</p>
        <Button block color="primary" size="large" type="submit" loading={withdraw.isPending} disabled={profile.data ? !hasFundPassword : false} className="m-form__submit">
          {t('assets.withdraw')}
        </Button>
      </form>
    </SubPage>
  );
}
