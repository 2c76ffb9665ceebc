import { Button, Input, NoticeBar } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { useWithdrawForm } from '../../../features/assets/use-withdraw-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Field } from '../../../ui/mobile/field';
import { SubPage } from '../../../ui/mobile/sub-page';
import { AmountField } from './components/amount-field';
import { ChainChips } from './components/chain-chips';
import { CoinPicker } from './components/coin-picker';
import { useCoinParam } from './components/use-coin-param';
import { AddressPicker } from './withdraw/address-picker';
import { WithdrawConfirm } from './withdraw/withdraw-confirm';
import { WithdrawSummary } from './withdraw/withdraw-summary';

/** The server keeps at most 64 characters of a withdrawal's note. */
const NOTE_MAX = 64;

/**
 * Withdrawal, in two steps over the shared form engine (use-withdraw-form.ts): first coin, network,
 * an address of the book, the amount (with "all"), fee and actual arrival; then a summary to check,
 * the code sent to the user's own e-mail or phone, and the fund password. The request freezes
 * amount + fee until an operator reviews it (or the user cancels it from the records).
 */
export function WithdrawPage() {
  const { currency, chain } = useCoinParam();
  // A new coin or network starts a new form.
  return <WithdrawSteps key={`${currency}-${chain.chain}`} />;
}

function WithdrawSteps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const { currency, chain, setCurrency, setChain } = useCoinParam();
  const form = useWithdrawForm(currency, chain);
  const { state, summary, ctx } = form;
  const available = ctx.available ?? '0';
  const send = async () => {
    if (await form.send()) navigate('/assets/records?tab=withdraw');
  };
  const title = (
    <Link to="/assets/records?tab=withdraw" className="ma-nav-icon" aria-label={t('assets.withdrawRecords')}>
      <ClockCircleOutline fontSize={22} />
    </Link>
  );
  if (state.step === 'confirm' && summary) {
    return (
      <SubPage title={t('assets.withdraw')} right={title}>
        <WithdrawConfirm form={form} summary={summary} onSend={() => void send()} />
      </SubPage>
    );
  }
  return (
    <SubPage title={t('assets.withdraw')} right={title}>
      <section className="ma-card ma-choose">
        <CoinPicker value={currency} onChange={setCurrency} isOnChainOnly />
        <ChainChips currency={currency} value={chain.chain} onChange={setChain} />
      </section>
      <form className="ma-card ma-form" onSubmit={(e) => (e.preventDefault(), form.review())}>
        <AddressPicker currency={currency} chain={chain.chain} pickedId={form.address?.id ?? null} onPick={(entry) => form.pick(entry.id)} />
        <AmountField
          label={t('assets.amount')}
          value={state.amount}
          onChange={(v) => form.set('amount', v)}
          unit={currency}
          scale={ctx.scale}
          onAll={() => form.set('amount', form.maxAmount())}
        />
        <div className="ma-under-field">
          <span data-testid="withdraw-available">{t('assets.availableAmount', { amount: formatOutput(available, lang, { scale: ctx.scale }), coin: currency })}</span>
          <span>{t('assets.limits', { min: formatOutput(chain.withdrawMin, lang, { scale: MAX_ASSET_SCALE }), max: formatOutput(chain.withdrawMax, lang, { scale: MAX_ASSET_SCALE }), coin: currency })}</span>
        </div>
        <Field label={t('assets.note')}>
          <Input name="remark" value={state.remark} onChange={(v) => form.set('remark', v)} maxLength={NOTE_MAX} placeholder={t('assets.notePlaceholder')} autoComplete="off" />
        </Field>
        <WithdrawSummary amount={state.amount} chain={chain} currency={currency} />
        {!ctx.hasFundPassword && (
          <NoticeBar
            color="alert"
            wrap
            content={
              <span>
                {t('assets.fundPasswordMissing')} <Link to="/security/fund-password">{t('assets.setFundPassword')}</Link>
              </span>
            }
          />
        )}
        <p className="ma-hint">{t('assets.reviewHint')}</p>
        <Button block color="primary" size="large" type="submit" disabled={!ctx.hasFundPassword} className="m-form__submit" data-testid="withdraw-next">
          {t('withdrawSafety.next')}
        </Button>
      </form>
    </SubPage>
  );
}
