import { useEffect } from 'react';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scaleOf, SECONDS_ASSET } from '@exchange/contracts';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useSecondsForm } from '../../../features/seconds/use-seconds-form';
import { AmountField } from '../contract/amount-field';
import { isZeroAmount, ratePercent } from '../contract/contract-view';
import { DurationChips } from './duration-chips';
import { pairOf, type TSecondsMarket } from './seconds-view';
import { SecondsSummary } from './seconds-summary';
import { secondsUrls } from './seconds-urls';

/** SPEC §9: the mobile form starts at an open amount of 100. */
export const MOBILE_DEFAULT_AMOUNT = '100';

const USDT_SCALE = scaleOf(SECONDS_ASSET);

/**
 * The seconds-contract order form (SPEC §2): the duration (seconds, payout rate, minimum), the
 * amount with the preset amounts, what it would cost and pay, then Buy up and Buy down, each after a
 * confirmation with that summary. A thin view over useSecondsForm (the one engine of both
 * interfaces): its rules, with the server's messages, show beside their fields after a try. A
 * visitor gets a log-in button in place of the two buttons.
 */
export function OrderForm({ market }: { market: TSecondsMarket | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const isLogin = useSessionStore((s) => s.isLogin);
  const form = useSecondsForm(MOBILE_DEFAULT_AMOUNT, market?.symbol);
  const { state, ctx, summary, setSymbol } = form;
  // The pair is the screen's (its picker and ?symbol=): the form follows it, keeping the amount.
  useEffect(() => {
    if (market && state.symbol !== market.symbol) setSymbol(market.symbol);
  }, [market, state.symbol, setSymbol]);

  if (form.isConfigLoading) {
    return (
      <div className="m-center mc-form mc-form--state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (!ctx.config) {
    return (
      <div className="mc-form mc-form--state" role="alert">
        <p className="mt-muted">{t('common.loadFailed')}</p>
        <Button size="small" onClick={form.retryConfig}>
          {t('seconds.retry')}
        </Button>
      </div>
    );
  }
  if (!market) {
    return (
      <div className="mc-form mc-form--state" role="status">
        <p className="mt-muted">{t('mSeconds.noMarkets')}</p>
      </div>
    );
  }
  const config = ctx.config;
  const available = form.available;
  const duration = summary.duration;
  const formError = form.errorOf('form');

  /** Buy up or down: a form that breaks a rule goes to place() (which says so); a good one is confirmed first. */
  const buy = async (direction: 'up' | 'down') => {
    if (form.errors.length > 0) {
      await form.place(direction);
      return;
    }
    const isSure = await Dialog.confirm({
      title: t('seconds.confirmTitle'),
      content: <ConfirmBody direction={direction} pair={pairOf(market)} seconds={duration?.second ?? 0} amount={state.amount} summary={summary} />,
      confirmText: t(direction === 'up' ? 'seconds.buyUp' : 'seconds.buyDown'),
      cancelText: t('seconds.cancel'),
      bodyClassName: 'msec-confirm-dialog',
    });
    if (isSure) await form.place(direction);
  };

  return (
    <form className="mc-form msec-form" data-testid="seconds-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <DurationChips durations={config.durations} value={duration?.second ?? null} onChange={form.setDuration} />
      <AmountField
        name="amount"
        label={t('seconds.amount')}
        value={state.amount}
        onChange={form.setAmount}
        scale={USDT_SCALE}
        unit={SECONDS_ASSET}
        placeholder={t('seconds.amountPlaceholder')}
        error={form.errorOf('amount')}
      />
      {config.amounts.length > 0 && (
        <div className="mt-presets msec-presets" role="group" aria-label={t('seconds.presets')}>
          {config.amounts.map((amount) => (
            <button key={amount} type="button" className="mt-preset" aria-pressed={state.amount === amount} onClick={() => form.setAmount(amount)} data-amount={amount}>
              <bdi dir="ltr"><Output value={amount} scale={USDT_SCALE} empty="--" /></bdi>
            </button>
          ))}
        </div>
      )}
      <div className="mt-line">
        <span>{t('seconds.available')}</span>
        <span className="mt-line__value">
          <bdi dir="ltr" data-testid="seconds-available">
            {isLogin && available !== undefined ? <Output value={available} scale={USDT_SCALE} empty="--" /> : '--'}
          </bdi>{' '}
          {SECONDS_ASSET}
          {isLogin && (
            <Link to={secondsUrls.transfer()} className="mc-transfer-link" data-testid="seconds-transfer">
              {t('seconds.transfer')}
            </Link>
          )}
        </span>
      </div>
      {isLogin && available !== undefined && isZeroAmount(available) && (
        <p className="mc-note" data-testid="transfer-hint">
          {t('seconds.transferHint')}
        </p>
      )}
      <SecondsSummary summary={summary} />
      {formError && (
        <p className="mc-error" role="alert" data-testid="form-error">
          {t(`msg:${formError.key}`, formError.values)}
        </p>
      )}
      {isLogin ? (
        <div className="msec-buttons">
          {(['up', 'down'] as const).map((direction) => (
            <Button
              key={direction}
              type="button"
              block
              className={`mt-submit mc-submit mc-submit--${direction}`}
              loading={form.isSending}
              disabled={form.isSending}
              onClick={() => void buy(direction)}
              data-testid={`buy-${direction}`}
            >
              {t(direction === 'up' ? 'seconds.buyUp' : 'seconds.buyDown')}
            </Button>
          ))}
        </div>
      ) : (
        <Button type="button" block color="primary" className="mt-submit" data-testid="seconds-login" onClick={() => navigate('/login', { state: { from: secondsUrls.trade(market.symbol) } })}>
          {t('seconds.loginToTrade')}
        </Button>
      )}
      <p className="mc-terms" data-testid="seconds-terms">
        {t('mSeconds.feeRate', { rate: ratePercent(config.feeRate, lang) })}
        {' · '}
        {t('seconds.houseBalance')} <bdi dir="ltr"><Output value={config.houseBalance} scale={USDT_SCALE} empty="--" /></bdi> {SECONDS_ASSET}
        {' · '}
        {t('seconds.houseExposure')} <bdi dir="ltr"><Output value={config.houseExposure} scale={USDT_SCALE} empty="--" /></bdi> {SECONDS_ASSET}
      </p>
    </form>
  );
}

type TConfirmProps = { direction: 'up' | 'down'; pair: string; seconds: number; /** The amount as entered (a decimal string). */ amount: string; summary: Parameters<typeof SecondsSummary>[0]['summary'] };

/** The confirmation's body: what is bought, then the same summary as under the form. */
function ConfirmBody({ direction, pair, seconds, amount, summary }: TConfirmProps) {
  const { t } = useTranslation();
  return (
    <div className="msec-confirm" data-testid="seconds-confirm" data-direction={direction}>
      <p className="msec-confirm__what">
        <span className={`mt-tag mc-tag--${direction}`}>{t(`seconds.${direction}`)}</span> <bdi dir="ltr">{pair}</bdi> ·{' '}
        {t('seconds.durationValue', { s: seconds })} · <bdi dir="ltr"><Output value={amount} scale={USDT_SCALE} empty="--" /></bdi> {SECONDS_ASSET}
      </p>
      <SecondsSummary summary={summary} testId="confirm-summary" />
    </div>
  );
}
