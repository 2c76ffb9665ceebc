import { useId } from 'react';
import { Alert, Button, Input, Modal, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { formatDate } from '../../../features/format/format-date';
import { useFundPurchaseDialog } from '../../../features/fund/use-fund-purchase';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';

type TProps = { fundId: number | null; onClose: () => void; onBought: () => void };

/**
 * The purchase dialog (SPEC §2 "fund purchase dialog"): a shares stepper within what the user may
 * still buy, the amount, the expected daily and cycle earnings, the available balance and the fund
 * password; Confirm checks it all first, then buys with the "Buying…" progress toast.
 */
export function FundBuyModal({ fundId, onClose, onBought }: TProps) {
  const { t } = useTranslation();
  const ids = useId();
  const lang = useLocaleStore((s) => s.lang);
  const { form, fund, summary, money, close, confirm, sharesError, pwdError, formError } = useFundPurchaseDialog(fundId, { onClose, onBought });
  return (
    <Modal
      open={fundId !== null}
      onCancel={close}
      title={fund ? t('fund.buyTitle', { name: fund.name }) : t('fund.buy')}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('fund.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={form.isSending} disabled={!fund || !form.hasFundPassword} onClick={() => void confirm()} data-testid="fund-buy-confirm">
          {t('fund.confirm')}
        </Button>,
      ]}
    >
      {form.isFailed ? (
        <Alert type="error" showIcon title={t('fund.loadFailed')} action={<Button size="small" onClick={form.retry}>{t('fund.retry')}</Button>} />
      ) : !fund ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <div className="pcf-buy" data-testid="fund-buy">
          {formError && <Alert type="warning" showIcon title={t(formError.key, formError.values)} />}
          <label className="pcf-buy__label" htmlFor={`${ids}-shares`}>
            {t('fund.shares')}
            <span className="pc-muted"> · {t('fund.maxShares', { n: form.maxShares })}</span>
          </label>
          <div className="pcf-stepper">
            <Button aria-label={t('fund.fewer')} onClick={() => form.step(-1)}>
              −
            </Button>
            <Input
              id={`${ids}-shares`}
              size="large"
              inputMode="numeric"
              value={form.state.shares}
              onChange={(e) => form.setShares(e.target.value)}
              status={sharesError ? 'error' : undefined}
              aria-invalid={sharesError ? true : undefined}
              data-testid="fund-shares"
            />
            <Button aria-label={t('fund.more')} onClick={() => form.step(1)}>
              +
            </Button>
          </div>
          {sharesError && (
            <div className="pcf-error" role="alert">
              {t(sharesError.key, sharesError.values)}
            </div>
          )}
          <dl className="pcf-lines">
            <div>
              <dt>{t('fund.amount')}</dt>
              <dd>
                <LtrNumber><span data-testid="fund-buy-amount">{money(summary.amount)}</span></LtrNumber>
              </dd>
            </div>
            <div>
              <dt>{t('fund.expectedDaily')}</dt>
              <dd>
                <LtrNumber><span data-testid="fund-buy-daily">{money(summary.daily)}</span></LtrNumber>
              </dd>
            </div>
            <div>
              <dt>{t('fund.expectedCycle')}</dt>
              <dd>
                <LtrNumber><span data-testid="fund-buy-cycle">{money(summary.cycle)}</span></LtrNumber>
              </dd>
            </div>
            <div>
              <dt>{t('fund.field.cycle')}</dt>
              <dd>{t('fund.value.days', { n: fund.cycleDays })}</dd>
            </div>
            <div>
              <dt>{t('fund.available')}</dt>
              <dd>
                <LtrNumber><span data-testid="fund-buy-available">{form.ctx.available === undefined ? '—' : money(form.ctx.available)}</span></LtrNumber>
              </dd>
            </div>
          </dl>
          {summary.lastDay !== null && <p className="pc-muted pcf-note">{t('fund.earnsUntil', { date: formatDate(summary.lastDay, lang) })}</p>}
          {form.hasFundPassword ? (
            <>
              <label className="pcf-buy__label" htmlFor={`${ids}-pwd`}>
                {t('fund.fundPassword')}
              </label>
              <Input.Password
                id={`${ids}-pwd`}
                size="large"
                value={form.state.fundPwd}
                onChange={(e) => form.setFundPwd(e.target.value.replace(/\D/g, ''))}
                placeholder={t('fund.fundPasswordPlaceholder')}
                maxLength={LIMITS.tradePasswordLength}
                inputMode="numeric"
                autoComplete="off"
                status={pwdError ? 'error' : undefined}
                data-testid="fund-pwd"
                onPressEnter={() => void confirm()}
              />
              {pwdError && (
                <div className="pcf-error" role="alert">
                  {t(pwdError.key, pwdError.values)}
                </div>
              )}
            </>
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('fund.noFundPassword')}
              data-testid="fund-no-password"
              action={<Link to="/setting/password?type=2">{t('fund.setFundPassword')}</Link>}
            />
          )}
          <p className="pc-muted pcf-note">{t('fund.payoutHint')}</p>
        </div>
      )}
    </Modal>
  );
}
