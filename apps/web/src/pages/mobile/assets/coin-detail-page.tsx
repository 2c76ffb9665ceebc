import { Button } from 'antd-mobile';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_COIN, findAsset, LIMITS, type TWallet } from '@exchange/contracts';
import { assetRowOf, assetTotal } from '../../../features/assets/asset-list';
import { isOnChain } from '../../../features/assets/catalog';
import { walletKey } from '../../../features/assets/record-labels';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { Output } from '../../../features/format/output';
import { SubPage } from '../../../ui/mobile/sub-page';
import { CoinLogo } from './components/coin-logo';
import { InfoRow } from './components/info-row';
import { QueryState } from './components/query-state';
import { AssetRecordList } from './records/asset-record-list';

/** Balances here are figures to read, at the 4 decimals of the asset lists, with their unit; the forms that act on them show every decimal. */
const SUMMARY_DECIMALS = LIMITS.moneyDisplayDecimals;

/**
 * One coin of one account: its balances, the actions on it, and its asset records. A coin on no
 * chain (a launchpad token) offers no deposit or withdrawal, and says why.
 */
export function CoinDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency: param = '' } = useParams();
  const [params] = useSearchParams();
  const wallet: TWallet = params.get('wallet') === 'contract' ? 'contract' : 'coin';
  const asset = findAsset(param);
  const assets = useWalletAssets(wallet);
  if (!asset) return <Navigate to="/assets" replace />;
  const row = assetRowOf(assets.data?.list, asset.currency);
  const coin = asset.currency;
  return (
    <SubPage title={coin} backTo={wallet === 'contract' ? '/assets?wallet=contract' : '/assets'}>
      <section className="ma-card ma-detail">
        <div className="ma-detail__head">
          <CoinLogo currency={coin} size={36} />
          <div>
            <strong className="ma-detail__coin">{coin}</strong>
            <div className="ma-muted">
              {asset.name} · {t(walletKey(wallet))}
            </div>
          </div>
        </div>
        <QueryState isLoading={assets.isLoading} error={assets.error} onRetry={() => void assets.refetch()}>
          <div className="ma-detail__total">
            <bdi dir="ltr"><Output value={assetTotal(row)} asset={coin} decimals={SUMMARY_DECIMALS} /></bdi>
          </div>
          <InfoRow label={t('assets.available')}>
            <bdi dir="ltr" data-field="available"><Output value={row.available} asset={coin} decimals={SUMMARY_DECIMALS} /></bdi>
          </InfoRow>
          <InfoRow label={t('assets.frozen')}>
            <bdi dir="ltr" data-field="frozen"><Output value={row.frozen} asset={coin} decimals={SUMMARY_DECIMALS} /></bdi>
          </InfoRow>
          <InfoRow label={t('assets.valueIn', { coin: DEFAULT_QUOTE_COIN })}>
            <bdi dir="ltr"><Output value={row.usdtValue} unit={DEFAULT_QUOTE_COIN} /></bdi>
          </InfoRow>
        </QueryState>
        <div className="ma-detail__actions">
          {wallet === 'coin' && isOnChain(coin) && (
            <>
              <Button color="primary" onClick={() => navigate(`/assets/deposit?coin=${coin}`)}>{t('assets.deposit')}</Button>
              <Button color="primary" fill="outline" onClick={() => navigate(`/assets/withdraw?coin=${coin}`)}>{t('assets.withdraw')}</Button>
            </>
          )}
          <Button fill="outline" onClick={() => navigate(`/assets/transfer?coin=${coin}&from=${wallet}`)}>{t('assets.transfer')}</Button>
        </div>
        {wallet === 'coin' && !isOnChain(coin) && (
          <p className="ma-hint" data-testid="coin-not-on-chain">
            {t('assets.notOnChain')}
          </p>
        )}
      </section>
      <h2 className="ma-section-title">{t('assets.assetRecords')}</h2>
      <AssetRecordList filter={{ currency: coin }} />
    </SubPage>
  );
}
