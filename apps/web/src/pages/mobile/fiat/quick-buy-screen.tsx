import { Button } from 'antd-mobile';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIAT_ORDER_MINUTES, FIAT_PLATFORMS, LIMITS } from '@exchange/contracts';
import { TradeFigures } from '../../../features/fiat/fiat-lines';
import { fiatLimitsText, fiatRateText } from '../../../features/fiat/fiat-text';
import { useFiatTrade, USDT_SCALE } from '../../../features/fiat/use-fiat-trade';
import { channelView, useSellPayout } from '../../../features/fiat/use-fiat-views';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { Field } from '../../../ui/mobile/field';
import { PasswordInput } from '../../../ui/mobile/password-input';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ProductGate } from '../components/product-gate';
import { FiatField } from './fiat-field';
import { FiatFailed, FiatLoading } from './fiat-states';
import { UsdtInput } from './usdt-input';
import './fiat-mobile.css';

/**
 * /quick-buy (issue 17): buy or sell USDT for rupees by bank transfer or UPI: the channel with its
 * rate and limits, the amount and the fiat to pay or receive; a sell also shows the payout details
 * and asks the fund password. The order made, its screen takes over.
 */
export function QuickBuyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const trade = useFiatTrade();
  const lang = useLocaleStore((s) => s.lang);
  const { state, summary } = trade;
  const isSell = state.side === 'sell';
  const channel = summary.channel;
  const submit = async () => {
    if (!isLogin) return navigate('/login', { state: { from: location.pathname } });
    const order = await trade.confirm();
    if (order) navigate(`/quick-buy/order/${order.id}`);
  };
  const right = isLogin ? (
    <Link to="/quick-buy/orders" className="mq-navlink" data-testid="quick-buy-orders-link">
      {t('fiat.order.orders')}
    </Link>
  ) : undefined;
  return (
    <SubPage title={t('fiat.title')} right={right}>
      <div className="mq-page" data-testid="quick-buy-page">
        <ProductGate product="fiat" policy={{ hasOwnLogin: true }}>
          <div className="mq-sides" role="radiogroup" aria-label={t('fiat.title')}>
            {(['buy', 'sell'] as const).map((side) => (
              <button key={side} type="button" role="radio" aria-checked={state.side === side} className="mq-side" data-side={side} onClick={() => trade.setSide(side)}>
                {t(`fiat.tabs.${side}`)}
              </button>
            ))}
          </div>
          {trade.isFailed ? (
            <FiatFailed onRetry={trade.retry} />
          ) : trade.isLoading ? (
            <FiatLoading />
          ) : (
            <form className="mq-card mq-form" data-testid="quick-buy-form" data-side={state.side} onSubmit={(e) => (e.preventDefault(), void submit())}>
              <fieldset className="mq-channels">
                <legend className="mq-field__label">{t('fiat.channel.label')}</legend>
                {FIAT_PLATFORMS.map((platform) => {
                  const { c, isOpen, isSelected } = channelView(trade, platform);
                  return (
                    <label key={platform} className="mq-channel" data-selected={isSelected} data-testid={`channel-${platform}`}>
                      <input type="radio" name="platform" checked={isSelected} onChange={() => trade.setPlatform(platform)} />
                      <span className="mq-channel__text">
                        <span className="mq-channel__name">{t(`fiat.channel.${platform}`)}</span>
                        {c && <span className="mq-muted">{t('fiat.channel.rate')} <bdi dir="ltr">{fiatRateText(c, isSell ? c.sellRate : c.buyRate, lang)}</bdi></span>}
                        {c && <span className="mq-muted">{t('fiat.channel.limits')} <bdi dir="ltr">{fiatLimitsText(c, lang)}</bdi></span>}
                      </span>
                      {!isOpen && <span className="mq-badge mq-badge--off">{t('fiat.channel.off')}</span>}
                    </label>
                  );
                })}
              </fieldset>
              {trade.errorOf('platform') && <p className="mq-error" role="alert">{t(trade.errorOf('platform')!.key)}</p>}
              <FiatField label={t('fiat.form.amount')} error={trade.errorOf('usdtAmount')}>
                {(a11y) => (
                  <UsdtInput
                    {...a11y}
                    value={state.usdtAmount}
                    onChange={trade.setUsdtAmount}
                    placeholder={channel ? t('fiat.form.amountPlaceholder', { min: formatOutput(channel.minUsdt, lang, { scale: USDT_SCALE }), max: formatOutput(channel.maxUsdt, lang, { scale: USDT_SCALE }) }) : undefined}
                  />
                )}
              </FiatField>
              <TradeFigures trade={trade} cls="mq" />
              {isSell ? <SellPart trade={trade} /> : <p className="mq-muted">{t('fiat.form.lockNote', { n: FIAT_ORDER_MINUTES })}</p>}
              <Button block color="primary" size="large" type="submit" loading={trade.isSending} data-testid="quick-buy-submit">
                {!isLogin ? t('fiat.form.login') : t(isSell ? 'fiat.form.sell' : 'fiat.form.buy')}
              </Button>
            </form>
          )}
        </ProductGate>
      </div>
    </SubPage>
  );
}

/** A sell's own part: where the fiat is paid (or the way to add it) and the fund password. */
function SellPart({ trade }: { trade: ReturnType<typeof useFiatTrade> }) {
  const { t } = useTranslation();
  const { isKnown, has, text } = useSellPayout(trade);
  return (
    <>
      {isKnown && (
        <p className={has ? 'mq-muted' : 'mq-warning'} data-testid="quick-buy-payout">
          {text}{' '}
          {!has && <Link to="/bank">{t('fiat.form.addPayout')}</Link>}
        </p>
      )}
      {trade.hasFundPassword ? (
        <>
          <Field label={t('fiat.form.fundPassword')}>
            <PasswordInput isNumeric maxLength={LIMITS.tradePasswordLength} value={trade.state.fundPwd} onChange={(v) => trade.setFundPwd(v.replace(/\D/g, ''))} placeholder={t('fiat.form.fundPasswordPlaceholder')} />
          </Field>
          {trade.errorOf('fundPwd') && <p className="mq-error" role="alert">{t(trade.errorOf('fundPwd')!.key)}</p>}
        </>
      ) : (
        <p className="mq-warning">
          {t('fiat.form.noFundPassword')} <Link to="/security/fund-password">{t('fiat.form.setFundPassword')}</Link>
        </p>
      )}
      <p className="mq-muted">{t('fiat.form.sellNote')}</p>
    </>
  );
}
