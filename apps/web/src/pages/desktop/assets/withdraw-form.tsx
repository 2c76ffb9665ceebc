import type { ReactNode } from 'react';
import { Alert, Button, Input } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChain } from '@exchange/contracts';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { useWithdrawForm } from '../../../features/assets/use-withdraw-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { AmountInput } from '../components/amount-input';
import { AddressPicker } from './address-picker';
import { Field } from './field';
import { WithdrawConfirm } from './withdraw-confirm';
import { WithdrawQuote } from './withdraw-quote';

/** The server keeps at most 64 characters of a withdrawal's note. */
const NOTE_MAX = 64;

/**
 * A withdrawal request (POST /user/statisticsUser/txPay) in two steps over the shared form engine
 * (use-withdraw-form.ts): an address of the book, note, amount with "all", fee and actual arrival;
 * then the summary to check, the code and the fund password (WithdrawConfirm). Checked here in the
 * server's order, so the message is the one the server would give; the server checks it all again.
 */
export function WithdrawForm({ currency, chain, picker }: { currency: string; chain: TChain; picker: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const form = useWithdrawForm(currency, chain);
  const { state, ctx, summary } = form;
  if (state.step === 'confirm' && summary) return <WithdrawConfirm form={form} summary={summary} />;
  const shown = (field: 'address' | 'amount') => {
    const key = form.errorOf(field);
    return key ? t(`msg:${key}`) : null;
  };
  return (
    <form className="da-columns" onSubmit={(e) => (e.preventDefault(), form.review())} data-testid="withdraw-form" noValidate>
      <div className="da-form">
        {picker}
        <Field label={t('assets.withdrawAddress')} htmlFor="withdraw-address" error={shown('address')}>
          <AddressPicker
            entries={ctx.entries}
            value={form.address}
            onChange={form.pick}
            isLoading={form.isBookLoading}
            currency={currency}
            chain={chain.chain}
            error={Boolean(shown('address'))}
          />
        </Field>
        {chain.needsMemo && form.address && (
          <Field label={t('assets.memo')}>
            <code dir="ltr" className="da-code" data-testid="withdraw-memo">
              {form.address.remark}
            </code>
          </Field>
        )}
        <Field label={t('assets.note')} htmlFor="withdraw-note">
          <Input
            id="withdraw-note"
            name="remark"
            size="large"
            maxLength={NOTE_MAX}
            value={state.remark}
            onChange={(e) => form.set('remark', e.target.value)}
            placeholder={t('assets.notePlaceholder')}
          />
        </Field>
        <Field
          label={t('assets.amount')}
          htmlFor="withdraw-amount"
          extra={ctx.available !== undefined && <bdi>{t('assets.availableAmount', { amount: formatOutput(ctx.available, lang, { scale: ctx.scale }), coin: currency })}</bdi>}
          error={shown('amount')}
          hint={t('assets.limits', { min: formatOutput(chain.withdrawMin, lang, { scale: MAX_ASSET_SCALE }), max: formatOutput(chain.withdrawMax, lang, { scale: MAX_ASSET_SCALE }), coin: currency })}
        >
          <AmountInput
            id="withdraw-amount"
            name="amount"
            size="large"
            value={state.amount}
            status={shown('amount') ? 'error' : undefined}
            onChange={(value) => form.set('amount', value)}
            scale={ctx.scale}
            coin={currency}
            placeholder={t('assets.amountPlaceholder')}
            suffix={
              <span className="da-suffix">
                <span className="pc-muted">{currency}</span>
                <Button type="link" size="small" disabled={ctx.available === undefined} onClick={() => form.set('amount', form.maxAmount())} data-testid="withdraw-all">
                  {t('assets.all')}
                </Button>
              </span>
            }
          />
        </Field>
        {!ctx.hasFundPassword && (
          <Alert
            type="warning"
            showIcon
            title={t('assets.fundPasswordMissing')}
            action={<Link to="/setting/password?type=2">{t('assets.setFundPassword')}</Link>}
            data-testid="fund-missing"
          />
        )}
        <Button type="primary" size="large" htmlType="submit" className="da-submit" data-testid="withdraw-next">
          {t('withdrawSafety.next')}
        </Button>
      </div>
      <aside className="da-aside">
        <WithdrawQuote amount={state.amount} currency={currency} chain={chain} />
        <p className="pc-muted da-note">{t('assets.reviewHint')}</p>
      </aside>
    </form>
  );
}
