import { Button, Segmented } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIAT_ORDER_MINUTES, FIAT_PLATFORMS, FIAT_USDT_DECIMALS, LIMITS, MAX_ASSET_SCALE } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { TradeFigures } from '../../../features/fiat/fiat-lines';
import { fiatLimitsText, fiatRateText } from '../../../features/fiat/fiat-text';
import { useFiatTrade } from '../../../features/fiat/use-fiat-trade';
import { channelView, useSellPayout } from '../../../features/fiat/use-fiat-views';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { FormRow } from '../../../ui/desktop/form-row';
import { PasswordInput } from '../../../ui/desktop/password-input';
import { AmountInput } from '../components/amount-input';
import { ProductGate } from '../components/product-gate';
import { FiatFailed, FiatLoading } from './fiat-states';
import './fiat.css';

/**
 * /pc/quickBuy (issue 17): buy or sell USDT for rupees. The channel (bank transfer or UPI) with its
 * rate and limits, the amount, and the fiat to pay or receive at the channel's rate (the server's
 * rounding); a sell also names the payout details and asks the fund password. The order made, its
 * screen (/pc/quickBuy/order?id=) takes over.
 */
export function QuickBuyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const trade = useFiatTrade();
  const lang = useLocaleStore((s) => s.lang);
  const { state, summary } = trade;
  const amountError = trade.errorOf('usdtAmount');
  const platformError = trade.errorOf('platform');
  const formError = trade.errorOf('form');
  const pwdError = trade.errorOf('fundPwd');
  const isSell = state.side === 'sell';
  const channel = summary.channel;
  const submit = async () => {
    if (!isLogin) return openLogin();
    const order = await trade.confirm();
    if (order) navigate(`/quickBuy/order?id=${order.id}`);
  };
  return (
    <div className="pc-page pcq" data-testid="quick-buy-page">
      <section className="pc-card pcq-head">
        <div>
          <h1 className="pc-page__title">{t('fiat.title')}</h1>
          <p className="pc-muted">{t('fiat.subtitle')}</p>
        </div>
        {isLogin && (
          <nav className="pcq-links">
            <Link to="/account/fiat">{t('fiat.order.orders')}</Link>
            <Link to="/setting/bank">{t('fiat.bank.title')}</Link>
          </nav>
        )}
      </section>
      <ProductGate product="fiat" policy={{ hasOwnLogin: true }}>
        <section className="pc-card pcq-form" data-testid="quick-buy-form" data-side={state.side}>
          <Segmented
            block
            size="large"
            value={state.side}
            onChange={(v) => trade.setSide(v as 'buy' | 'sell')}
            options={[
              { value: 'buy', label: t('fiat.tabs.buy') },
              { value: 'sell', label: t('fiat.tabs.sell') },
            ]}
            data-testid="quick-buy-side"
          />
          {trade.isFailed ? (
            <FiatFailed onRetry={trade.retry} />
          ) : trade.isLoading ? (
            <FiatLoading />
          ) : (
            <form className="pcq-fields" onSubmit={(e) => (e.preventDefault(), void submit())}>
              <fieldset className="pcq-channels">
                <legend className="pcq-label">{t('fiat.channel.label')}</legend>
                {FIAT_PLATFORMS.map((platform) => {
                  const { c, isOpen, isSelected } = channelView(trade, platform);
                  return (
                    <label key={platform} className="pcq-channel" data-selected={isSelected} data-testid={`channel-${platform}`}>
                      <input type="radio" name="platform" value={platform} checked={isSelected} onChange={() => trade.setPlatform(platform)} />
                      <span className="pcq-channel__name">{t(`fiat.channel.${platform}`)}</span>
                      {c && (
                        <span className="pc-muted pcq-channel__rate">
                          {t('fiat.channel.rate')} <bdi dir="ltr">{fiatRateText(c, isSell ? c.sellRate : c.buyRate, lang)}</bdi>
                        </span>
                      )}
                      {c && (
                        <span className="pc-muted pcq-channel__limits">
                          {t('fiat.channel.limits')} <bdi dir="ltr">{fiatLimitsText(c, lang)}</bdi>
                        </span>
                      )}
                      {!isOpen && <span className="pcq-badge pcq-badge--off">{t('fiat.channel.off')}</span>}
                    </label>
                  );
                })}
              </fieldset>
              {platformError && <p className="pcq-error" role="alert">{t(platformError.key, platformError.values)}</p>}
              <FormRow label={t('fiat.form.amount')}>
                <AmountInput
                  size="large"
                  value={state.usdtAmount}
                  onChange={trade.setUsdtAmount}
                  scale={FIAT_USDT_DECIMALS}
                  coin="USDT"
                  suffix="USDT"
                  placeholder={channel ? t('fiat.form.amountPlaceholder', { min: formatOutput(channel.minUsdt, lang, { scale: MAX_ASSET_SCALE }), max: formatOutput(channel.maxUsdt, lang, { scale: MAX_ASSET_SCALE }) }) : undefined}
                  aria-invalid={amountError ? true : undefined}
                  status={amountError ? 'error' : undefined}
                  data-testid="quick-buy-amount"
                />
              </FormRow>
              {amountError && <p className="pcq-error" role="alert">{t(amountError.key, amountError.values)}</p>}
              <TradeFigures trade={trade} cls="pcq" />
              {isSell ? <SellPart trade={trade} pwdError={pwdError} formError={formError} /> : <p className="pc-muted pcq-note">{t('fiat.form.lockNote', { n: FIAT_ORDER_MINUTES })}</p>}
              <Button type="primary" size="large" htmlType="submit" loading={trade.isSending} data-testid="quick-buy-submit">
                {!isLogin ? t('fiat.form.login') : t(isSell ? 'fiat.form.sell' : 'fiat.form.buy')}
              </Button>
            </form>
          )}
        </section>
      </ProductGate>
    </div>
  );
}

type TSellProps = { trade: ReturnType<typeof useFiatTrade>; pwdError: { key: string } | null; formError: { key: string } | null };

/** A sell's own part: where the fiat is paid (or the way to add it) and the fund password. */
function SellPart({ trade, pwdError, formError }: TSellProps) {
  const { t } = useTranslation();
  const { isKnown, has, text } = useSellPayout(trade);
  return (
    <>
      {isKnown && (
        <p className={has ? 'pc-muted pcq-note' : 'pcq-warning'} data-testid="quick-buy-payout">
          {text}{' '}
          {!has && <Link to="/setting/bank">{t('fiat.form.addPayout')}</Link>}
        </p>
      )}
      {formError && has && <p className="pcq-error" role="alert">{t(formError.key)}</p>}
      {trade.hasFundPassword ? (
        <FormRow label={t('fiat.form.fundPassword')}>
          <PasswordInput isNumeric maxLength={LIMITS.tradePasswordLength} value={trade.state.fundPwd} onChange={trade.setFundPwd} placeholder={t('fiat.form.fundPasswordPlaceholder')} />
        </FormRow>
      ) : (
        <p className="pcq-warning">
          {t('fiat.form.noFundPassword')} <Link to="/setting/password?type=2">{t('fiat.form.setFundPassword')}</Link>
        </p>
      )}
      {pwdError && <p className="pcq-error" role="alert">{t(pwdError.key)}</p>}
      <p className="pc-muted pcq-note">{t('fiat.form.sellNote')}</p>
    </>
  );
}
