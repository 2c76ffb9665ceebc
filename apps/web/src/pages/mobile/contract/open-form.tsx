import { Button, DotLoading, Switch } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, scaleOf, type TMarket } from '@exchange/contracts';
import { MARGIN_PRESETS, useContractForm } from '../../../features/contract/use-contract-form';
import { Output } from '../../../features/format/output';
import { useSessionStore } from '../../../features/session/session-store';
import { AmountField } from './amount-field';
import { isZeroAmount, USDT_SCALE } from './contract-view';
import { contractUrls } from './contract-urls';
import { LeverageChooser } from './leverage-chooser';
import { ContractConfirmDialog } from './contract-confirm-dialog';
import { MarketTerms, OpenSummary } from './open-summary';
import { LeverageCapNote } from '../../../features/contract/leverage-cap-note';

/**
 * The contract opening form (SPEC §2 "Contract trading"): up or down, market or limit, the
 * leverage, the margin with the 25–100 % presets of the contract account, an optional stop loss
 * and take profit, and what opening would do. A thin view over useContractForm (the one engine of
 * both interfaces): its rules, with the server's messages, show beside their fields after a try.
 * A visitor gets a log-in button in place of "Open".
 */
export function OpenForm({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const form = useContractForm(market);
  const { state, ctx, summary } = form;
  const available = ctx.available;
  const usdtScale = scaleOf(CONTRACT_QUOTE);

  if (form.isConfigLoading) {
    return (
      <div className="m-center mc-form mc-form--state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (form.isConfigFailed && !ctx.config) {
    return (
      <div className="mc-form mc-form--state" role="alert">
        <p className="mt-muted">{t('common.loadFailed')}</p>
        <Button size="small" onClick={form.retryConfig}>
          {t('contract.retry')}
        </Button>
      </div>
    );
  }

  const formError = form.errorOf('form');
  const leverageError = form.errorOf('leverage');
  return (
    <>
    <form className="mc-form" data-direction={state.direction} data-testid="contract-form" onSubmit={(e) => (e.preventDefault(), void form.submit())} noValidate>
      <div className="mc-dirs" role="group" aria-label={t('contract.field.direction')}>
        {(['up', 'down'] as const).map((d) => (
          <button key={d} type="button" className={`mc-dir mc-dir--${d}`} aria-pressed={state.direction === d} onClick={() => form.setDirection(d)}>
            {t(`contract.${d}`)}
          </button>
        ))}
      </div>
      <div className="mt-types" role="group" aria-label={t('contract.field.type')}>
        {(['market', 'limit'] as const).map((k) => (
          <button key={k} type="button" className="mt-type" aria-pressed={state.type === k} onClick={() => form.setType(k)}>
            {t(`contract.${k}`)}
          </button>
        ))}
      </div>
      <LeverageChooser leverages={ctx.config?.leverages ?? []} value={summary.leverage} onChange={form.setLeverage} />
      <LeverageCapNote config={ctx.config} className="mc-field__hint" />
      {leverageError && <p className="mc-error">{t(`msg:${leverageError.key}`, leverageError.values)}</p>}
      {state.type === 'limit' && (
        <AmountField
          name="price"
          label={t('contract.limitPrice')}
          value={state.price}
          onChange={(v) => form.set('price', v)}
          scale={market.pricePrecision}
          unit={market.quote}
          hint={t(state.direction === 'up' ? 'contract.limitHintUp' : 'contract.limitHintDown')}
          error={form.errorOf('price')}
        />
      )}
      <AmountField
        name="margin"
        label={t('contract.margin')}
        value={state.margin}
        onChange={(v) => form.set('margin', v)}
        scale={usdtScale}
        unit={CONTRACT_QUOTE}
        placeholder={t('contract.marginPlaceholder')}
        error={form.errorOf('margin')}
      />
      <div className="mt-line">
        <span>{t('contract.available')}</span>
        <span className="mt-line__value">
          <bdi dir="ltr" data-testid="contract-available">
            {isLogin && available !== undefined ? <Output value={available} scale={USDT_SCALE} empty="--" /> : '--'}
          </bdi>{' '}
          {CONTRACT_QUOTE}
          {isLogin && (
            <Link to={contractUrls.transfer()} className="mc-transfer-link" data-testid="contract-transfer">
              {t('contract.transfer')}
            </Link>
          )}
        </span>
      </div>
      {isLogin && available !== undefined && isZeroAmount(available) && (
        <p className="mc-note" data-testid="transfer-hint">
          {t('contract.transferHint')}
        </p>
      )}
      <div className="mt-presets" role="group" aria-label={t('contract.margin')}>
        {MARGIN_PRESETS.map((pct) => (
          <button key={pct} type="button" className="mt-preset" disabled={!isLogin || available === undefined} onClick={() => form.preset(pct)}>
            <span dir="ltr">{pct}%</span>
          </button>
        ))}
      </div>
      <div className="mc-stops">
        <AmountField
          name="stopLoss"
          label={t('contract.stopLoss')}
          value={state.stopLoss}
          onChange={(v) => form.set('stopLoss', v)}
          scale={market.pricePrecision}
          unit={market.quote}
          placeholder={t('contract.optional')}
          error={form.errorOf('stopLoss')}
        />
        <AmountField
          name="takeProfit"
          label={t('contract.takeProfit')}
          value={state.takeProfit}
          onChange={(v) => form.set('takeProfit', v)}
          scale={market.pricePrecision}
          unit={market.quote}
          placeholder={t('contract.optional')}
          error={form.errorOf('takeProfit')}
        />
      </div>
      <OpenSummary market={market} summary={summary} type={state.type} />
      {ctx.config && <MarketTerms config={ctx.config} />}
      {formError && (
        <p className="mc-error" data-testid="form-error">
          {t(`msg:${formError.key}`, formError.values)}
        </p>
      )}
      {isLogin ? (
        <Button
          type="submit"
          block
          className={`mt-submit mc-submit mc-submit--${state.direction}`}
          loading={form.isSending}
          disabled={form.isSending}
          data-testid="contract-submit"
        >
          {t(state.direction === 'up' ? 'contract.openUp' : 'contract.openDown')}
        </Button>
      ) : (
        <Button
          type="button"
          block
          color="primary"
          className="mt-submit"
          data-testid="contract-login"
          onClick={() => navigate('/login', { state: { from: contractUrls.trade(market.symbol) } })}
        >
          {t('contract.loginToTrade')}
        </Button>
      )}
      {isLogin && (
        <label className="mc-confirm-toggle">
          <Switch checked={form.isConfirmOn} onChange={form.setConfirmOn} style={{ '--height': '20px', '--width': '34px' }} data-testid="contract-confirm-toggle" />
          <span>{t('contract.confirmToggle')}</span>
        </label>
      )}
    </form>
    {/* Outside the form: its summary would otherwise stand twice in it. */}
    <ContractConfirmDialog market={market} form={form} />
    </>
  );
}
