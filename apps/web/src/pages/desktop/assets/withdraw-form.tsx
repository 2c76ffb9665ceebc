import { useState, type ReactNode } from 'react';
import { Alert, Button, Input } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TChain } from '@exchange/contracts';
import { amountError, fundPasswordInputError } from '../../../features/assets/amount-rules';
import { assetRowOf } from '../../../features/assets/asset-list';
import { assetScale } from '../../../features/assets/catalog';
import { cleanAmountInput } from '../../../features/assets/decimal';
import { useAddressBook, useWalletAssets } from '../../../features/assets/use-assets';
import { useWithdraw } from '../../../features/assets/use-assets-mutations';
import { maxWithdrawAmount } from '../../../features/assets/withdraw-math';
import { formatMoney } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { showInvalid } from '../../../features/notify/show-failure';
import { useProfile } from '../../../features/session/use-profile';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { AddressPicker } from './address-picker';
import { Field } from './field';
import { formatExact } from '../../../features/assets/format-exact';
import { WithdrawQuote } from './withdraw-quote';

const EMPTY = { amount: '', remark: '', fundPwd: '' };
/** The server keeps at most 64 characters of a withdrawal's note. */
const NOTE_MAX = 64;

/**
 * A withdrawal request (POST /user/statisticsUser/txPay) to an address of the book: note, amount
 * with "all", fee and actual arrival, fund password. Checked here in the server's order, so the
 * message is the one the server would give; the server checks everything again.
 */
export function WithdrawForm({ currency, chain, picker }: { currency: string; chain: TChain; picker: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [form, setForm] = useState(EMPTY);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [isChecked, setChecked] = useState(false);
  const book = useAddressBook({ currency, chain: chain.chain });
  const coin = useWalletAssets('coin');
  const profile = useProfile();
  const withdraw = useWithdraw();
  const scale = assetScale(currency);
  const entries = book.data ?? [];
  // The newest entry by default: after adding an address the user comes back to it already chosen.
  const address = entries.find((e) => e.id === pickedId) ?? entries[0];
  const available = coin.data ? assetRowOf(coin.data.list, currency).available : undefined;
  const isFundSet = profile.data ? profile.data.assetsPwd === 1 : true;
  const keys = {
    address: address ? null : ('addressNotInBook' as const),
    amount: amountError(form.amount, { scale, min: chain.withdrawMin, max: chain.withdrawMax, available, fee: chain.withdrawFee }),
    fundPwd: fundPasswordInputError(form.fundPwd),
  };
  const shown = (key: string | null) => (isChecked && key ? t(`msg:${key}`) : null);
  const submit = async () => {
    setChecked(true);
    if (!isFundSet) return showInvalid('fundPasswordNotSet');
    const key = keys.address ?? keys.amount ?? keys.fundPwd;
    if (key) return showInvalid(key);
    const done = await withdraw.submit({ currency, chain: chain.chain, address: address!.address, amount: form.amount, fundPwd: form.fundPwd, remark: form.remark.trim() });
    if (done) {
      setForm(EMPTY);
      setChecked(false);
    }
  };
  return (
    <form className="da-columns" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="withdraw-form" noValidate>
      <div className="da-form">
        {picker}
        <Field label={t('assets.withdrawAddress')} htmlFor="withdraw-address" error={shown(keys.address)}>
          <AddressPicker
            entries={entries}
            value={address}
            onChange={setPickedId}
            isLoading={book.isPending}
            currency={currency}
            chain={chain.chain}
            error={Boolean(shown(keys.address))}
          />
        </Field>
        {chain.needsMemo && address && (
          <Field label={t('assets.memo')}>
            <code dir="ltr" className="da-code" data-testid="withdraw-memo">
              {address.remark}
            </code>
          </Field>
        )}
        <Field label={t('assets.note')} htmlFor="withdraw-note">
          <Input
            id="withdraw-note"
            name="remark"
            size="large"
            maxLength={NOTE_MAX}
            value={form.remark}
            onChange={(e) => setForm({ ...form, remark: e.target.value })}
            placeholder={t('assets.notePlaceholder')}
          />
        </Field>
        <Field
          label={t('assets.amount')}
          htmlFor="withdraw-amount"
          extra={available !== undefined && <bdi>{t('assets.availableAmount', { amount: formatMoney(available, lang), coin: currency })}</bdi>}
          error={shown(keys.amount)}
          hint={t('assets.limits', { min: formatExact(chain.withdrawMin, lang), max: formatExact(chain.withdrawMax, lang), coin: currency })}
        >
          <Input
            id="withdraw-amount"
            name="amount"
            size="large"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            status={shown(keys.amount) ? 'error' : undefined}
            onChange={(e) => setForm({ ...form, amount: cleanAmountInput(e.target.value, scale) })}
            placeholder={t('assets.amountPlaceholder')}
            suffix={
              <span className="da-suffix">
                <span className="pc-muted">{currency}</span>
                <Button
                  type="link"
                  size="small"
                  disabled={available === undefined}
                  onClick={() => setForm({ ...form, amount: maxWithdrawAmount(available ?? '0', chain, scale) })}
                  data-testid="withdraw-all"
                >
                  {t('assets.all')}
                </Button>
              </span>
            }
          />
        </Field>
        {isFundSet ? (
          <Field label={t('security.fundPassword')} error={shown(keys.fundPwd)}>
            <PasswordInput
              name="fundPwd"
              isNumeric
              maxLength={LIMITS.tradePasswordLength}
              value={form.fundPwd}
              onChange={(fundPwd) => setForm({ ...form, fundPwd })}
              placeholder={t('security.fundPlaceholder')}
            />
          </Field>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('assets.fundPasswordMissing')}
            action={<Link to="/setting/password?type=2">{t('assets.setFundPassword')}</Link>}
            data-testid="fund-missing"
          />
        )}
        <Button type="primary" size="large" htmlType="submit" loading={withdraw.isPending} className="da-submit" data-testid="withdraw-submit">
          {t('assets.withdraw')}
        </Button>
      </div>
      <aside className="da-aside">
        <WithdrawQuote amount={form.amount} currency={currency} chain={chain} />
        <p className="pc-muted da-note">{t('assets.reviewHint')}</p>
      </aside>
    </form>
  );
}
