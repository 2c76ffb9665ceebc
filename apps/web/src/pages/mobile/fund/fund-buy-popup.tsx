import { Button, Input, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { formatDate } from '../../../features/format/format-date';
import { useFundPurchaseDialog } from '../../../features/fund/use-fund-purchase';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { FundFailed, FundLoading } from './fund-states';

type TProps = { fundId: number | null; onClose: () => void; onBought: () => void };

/**
 * The purchase popup (SPEC §2 "purchase dialog"): shares with − and +, the amount, the expected
 * daily and cycle earnings, the available balance and the fund password; Confirm checks first,
 * then buys with the "Buying…" toast. Without a fund password it sends the user to set one.
 */
export function FundBuyPopup({ fundId, onClose, onBought }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { form, fund, summary, money, close, confirm, sharesError, pwdError, formError } = useFundPurchaseDialog(fundId, { onClose, onBought });
  return (
    <Popup visible={fundId !== null} onMaskClick={close} onClose={close} bodyClassName="mf-popup" destroyOnClose>
      <div className="mf-buy" data-testid="fund-buy" role="dialog" aria-labelledby="mf-buy-title">
        <h2 id="mf-buy-title" className="mf-buy__title">
          {fund ? t('fund.buyTitle', { name: fund.name }) : t('fund.buy')}
        </h2>
        {form.isFailed ? (
          <FundFailed onRetry={form.retry} />
        ) : !fund ? (
          <FundLoading />
        ) : (
          <>
            {formError && <p className="mf-error" role="alert">{t(formError.key, formError.values)}</p>}
            <label className="mf-buy__label" htmlFor="mf-shares">
              {t('fund.shares')} <span className="mf-muted">· {t('fund.maxShares', { n: form.maxShares })}</span>
            </label>
            <div className="mf-stepper">
              <button type="button" className="mf-stepper__btn" aria-label={t('fund.fewer')} onClick={() => form.step(-1)}>
                −
              </button>
              <Input
                className="mf-stepper__input"
                inputMode="numeric"
                value={form.state.shares}
                onChange={form.setShares}
                id="mf-shares"
                data-testid="fund-shares"
              />
              <button type="button" className="mf-stepper__btn" aria-label={t('fund.more')} onClick={() => form.step(1)}>
                +
              </button>
            </div>
            {sharesError && <p className="mf-error" role="alert">{t(sharesError.key, sharesError.values)}</p>}
            <dl className="mf-lines">
              <div>
                <dt>{t('fund.amount')}</dt>
                <dd><bdi dir="ltr" data-testid="fund-buy-amount">{money(summary.amount)}</bdi></dd>
              </div>
              <div>
                <dt>{t('fund.expectedDaily')}</dt>
                <dd><bdi dir="ltr" data-testid="fund-buy-daily">{money(summary.daily)}</bdi></dd>
              </div>
              <div>
                <dt>{t('fund.expectedCycle')}</dt>
                <dd><bdi dir="ltr" data-testid="fund-buy-cycle">{money(summary.cycle)}</bdi></dd>
              </div>
              <div>
                <dt>{t('fund.field.cycle')}</dt>
                <dd>{t('fund.value.days', { n: fund.cycleDays })}</dd>
              </div>
              <div>
                <dt>{t('fund.available')}</dt>
                <dd><bdi dir="ltr" data-testid="fund-buy-available">{money(form.ctx.available)}</bdi></dd>
              </div>
            </dl>
            {summary.lastDay !== null && <p className="mf-muted mf-note">{t('fund.earnsUntil', { date: formatDate(summary.lastDay, lang) })}</p>}
            {form.hasFundPassword ? (
              <>
                <div data-testid="fund-pwd">
                  <Field label={t('fund.fundPassword')}>
                    <PasswordInput
                      value={form.state.fundPwd}
                      onChange={(v) => form.setFundPwd(v.replace(/\D/g, ''))}
                      placeholder={t('fund.fundPasswordPlaceholder')}
                      isNumeric
                      maxLength={LIMITS.tradePasswordLength}
                    />
                  </Field>
                </div>
                {pwdError && <p className="mf-error" role="alert">{t(pwdError.key, pwdError.values)}</p>}
              </>
            ) : (
              <p className="mf-warning" data-testid="fund-no-password">
                {t('fund.noFundPassword')} <Link to="/security/fund-password">{t('fund.setFundPassword')}</Link>
              </p>
            )}
            <p className="mf-muted mf-note">{t('fund.payoutHint')}</p>
            <div className="mf-buy__actions">
              <Button block onClick={close}>
                {t('fund.cancel')}
              </Button>
              <Button block color="primary" loading={form.isSending} disabled={!form.hasFundPassword} onClick={() => void confirm()} data-testid="fund-buy-confirm">
                {t('fund.confirm')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Popup>
  );
}
