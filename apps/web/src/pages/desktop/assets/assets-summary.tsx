import { Button, Skeleton } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BASE_COIN, DEFAULT_QUOTE_COIN } from '@exchange/contracts';
import { addDecimals } from '../../../features/assets/decimal';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { Output } from '../../../features/format/output';
import { LoadError } from './load-error';
import { divideDecimals, HIDDEN_AMOUNT } from './money-text';

type TProps = { title: string; isMasked: boolean; onToggleMask: () => void };

/**
 * The total of both wallets in USDT, and its BTC equivalent when BTC has a price (the server's own
 * valuation: nothing settles on it), with the value of each wallet and the main actions.
 */
export function AssetsSummary({ title, isMasked, onToggleMask }: TProps) {
  const { t } = useTranslation();
  const coin = useWalletAssets('coin');
  const contract = useWalletAssets('contract');
  const failed = coin.isError ? coin : contract.isError ? contract : null;
  // One retry for both wallets: when the server failed, it usually failed for both.
  const retry = () => [coin, contract].forEach((query) => query.isError && void query.refetch());
  const isReady = Boolean(coin.data && contract.data);
  const total = isReady ? addDecimals(coin.data!.totalUsdt, contract.data!.totalUsdt) : '0';
  const btc = coin.data?.list.find((row) => row.currency === DEFAULT_BASE_COIN);
  const inBtc = btc && btc.priceSource !== 'none' ? divideDecimals(total, btc.price) : null;
  const show = (value: string, decimals?: number) => (isMasked ? HIDDEN_AMOUNT : <bdi dir="ltr"><Output value={value} decimals={decimals} /></bdi>);
  return (
    <section className="pc-card da-summary" data-testid="assets-summary">
      <h1 className="pc-page__title">{title}</h1>
      <div className="da-summary__top">
        <div className="da-summary__figures">
          <div className="da-summary__label">
            {t('assets.totalValue', { coin: DEFAULT_QUOTE_COIN })}
            <Button
              type="text"
              size="small"
              icon={isMasked ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              aria-label={t(isMasked ? 'assets.showAmounts' : 'assets.hideAmounts')}
              aria-pressed={isMasked}
              onClick={onToggleMask}
              data-testid="mask-toggle"
            />
          </div>
          {failed ? (
            <LoadError error={failed.error} onRetry={retry} />
          ) : !isReady ? (
            <Skeleton active title={false} paragraph={{ rows: 2, width: [260, 180] }} />
          ) : (
            <>
              <div className="da-summary__total" data-testid="total-usdt">
                {show(total)} <span className="da-summary__unit">{DEFAULT_QUOTE_COIN}</span>
              </div>
              {inBtc && (
                <div className="da-summary__approx" data-testid="total-btc">
                  ≈ {show(inBtc, 8)} {DEFAULT_BASE_COIN}
                </div>
              )}
            </>
          )}
        </div>
        <div className="da-summary__actions">
          <Link to="/account/recharge">
            <Button type="primary" size="large">{t('assets.deposit')}</Button>
          </Link>
          <Link to="/account/withdrawel">
            <Button size="large">{t('assets.withdraw')}</Button>
          </Link>
          <Link to="/account/transfer">
            <Button size="large">{t('assets.transfer')}</Button>
          </Link>
        </div>
      </div>
      {isReady && !failed && (
        <div className="da-summary__wallets">
          <div className="da-summary__wallet" data-testid="wallet-coin-value">
            <span>{t('assets.coinAccount')}</span>
            <strong>
              {show(coin.data!.totalUsdt)} <span className="da-summary__unit">{DEFAULT_QUOTE_COIN}</span>
            </strong>
          </div>
          <div className="da-summary__wallet" data-testid="wallet-contract-value">
            <span>{t('assets.contractAccount')}</span>
            <strong>
              {show(contract.data!.totalUsdt)} <span className="da-summary__unit">{DEFAULT_QUOTE_COIN}</span>
            </strong>
          </div>
        </div>
      )}
    </section>
  );
}
