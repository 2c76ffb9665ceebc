import { useMemo, useState } from 'react';
import { SearchBar, Switch } from 'antd-mobile';
import { ClockCircleOutline, DownlandOutline, FileOutline, EyeInvisibleOutline, EyeOutline, LoopOutline, PhonebookOutline, UploadOutline } from 'antd-mobile-icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_COIN, LIMITS, type TWallet } from '@exchange/contracts';
import { assetTotal, hideSmallAssets, searchAssets } from '../../../features/assets/asset-list';
import { walletKey } from '../../../features/assets/record-labels';
import { useWalletAssets } from '../../../features/assets/use-assets';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { HOME_ICONS } from '../home/home-icons';
import { CoinLogo } from './components/coin-logo';
import { Num } from './components/masked';
import { QueryState } from './components/query-state';
import { DemoFundsOffer } from '../components/demo-funds-offer';
import { useStoredFlag } from './components/use-stored-flag';

/**
 * The Assets tab: total value in USDT (eye to hide), coin/contract account switch, the actions, and
 * the coin list with available, frozen and value, searchable, with the hide-small-assets filter.
 */
export function AssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const [params, setParams] = useSearchParams();
  const wallet: TWallet = params.get('wallet') === 'contract' ? 'contract' : 'coin';
  const [isHidden, setHidden] = useStoredFlag('assets.hideAmounts');
  const [isHidingSmall, setHidingSmall] = useStoredFlag('assets.hideSmall');
  const [query, setQuery] = useState('');
  const assets = useWalletAssets(wallet);
  const rows = useMemo(() => searchAssets(hideSmallAssets(assets.data?.list ?? [], isHidingSmall), query), [assets.data, isHidingSmall, query]);
  const usdt = DEFAULT_QUOTE_COIN;
  const actions =
    wallet === 'coin'
      ? [
          { to: '/assets/deposit', icon: <DownlandOutline />, label: t('assets.deposit') },
          { to: '/assets/withdraw', icon: <UploadOutline />, label: t('assets.withdraw') },
          { to: '/assets/transfer?from=coin', icon: <LoopOutline />, label: t('assets.transfer') },
          { to: '/flash', icon: HOME_ICONS.flash, label: t('pc.account.dui') },
          { to: '/assets/address-book', icon: <PhonebookOutline />, label: t('assets.addressBook') },
        ]
      : [
          { to: '/assets/transfer?from=contract', icon: <LoopOutline />, label: t('assets.transfer') },
          { to: '/assets/records?tab=asset', icon: <FileOutline />, label: t('assets.assetRecords') },
        ];
  return (
    <div className="m-page ma-overview">
      <header className="m-topbar">
        <h1 className="m-topbar__title">{t('assets.title')}</h1>
        <Link to="/assets/records" className="m-topbar__icon" aria-label={t('assets.records')}>
          <ClockCircleOutline fontSize={22} />
        </Link>
      </header>
      <section className="ma-summary">
        <div className="ma-wallets" role="tablist">
          {(['coin', 'contract'] as const).map((w) => (
            <button
              key={w}
              type="button"
              role="tab"
              aria-selected={wallet === w}
              className={wallet === w ? 'ma-wallets__item ma-wallets__item--on' : 'ma-wallets__item'}
              onClick={() => setParams(w === 'contract' ? { wallet: 'contract' } : {}, { replace: true })}
            >
              {t(walletKey(w))}
            </button>
          ))}
        </div>
        <div className="ma-summary__label">
          <span>{t('assets.totalValue', { coin: usdt })}</span>
          <button type="button" className="ma-eye" onClick={() => setHidden(!isHidden)} aria-label={t(isHidden ? 'assets.showAmounts' : 'assets.hideAmounts')} aria-pressed={isHidden}>
            {isHidden ? <EyeInvisibleOutline /> : <EyeOutline />}
          </button>
        </div>
        <div className="ma-summary__total" data-testid="assets-total">
          <Num isHidden={isHidden}>{assets.data ? formatOutput(assets.data.totalUsdt, lang) : '—'}</Num>
        </div>
        <nav className={`ma-actions ma-actions--${actions.length}`} style={actions.length > 4 ? { gridTemplateColumns: `repeat(${actions.length}, 1fr)` } : undefined}>
          {actions.map((a) => (
            <Link key={a.to} to={a.to} className="ma-action">
              <span className="ma-action__icon" aria-hidden="true">{a.icon}</span>
              <span className="ma-action__label">{a.label}</span>
            </Link>
          ))}
        </nav>
      </section>
      <DemoFundsOffer />
      <section className="ma-toolbar">
        <SearchBar className="ma-toolbar__search" placeholder={t('assets.searchCoin')} value={query} onChange={setQuery} />
        <label className="ma-toolbar__switch" title={t('assets.hideSmallHint', { amount: LIMITS.hideSmallAssetsUsdt, coin: usdt })}>
          <Switch checked={isHidingSmall} onChange={setHidingSmall} style={{ '--height': '22px', '--width': '38px' }} aria-label={t('assets.hideSmall')} />
          <span>{t('assets.hideSmall')}</span>
        </label>
      </section>
      <QueryState isLoading={assets.isLoading} error={assets.error} onRetry={() => void assets.refetch()} isEmpty={rows.length === 0} emptyText={t('assets.noMatch')}>
        <ul className="ma-coins" aria-label={t(wallet === 'coin' ? 'assets.coinAccount' : 'assets.contractAccount')}>
          {rows.map((row) => (
            <li key={row.currency}>
              <button type="button" className="ma-coin" data-currency={row.currency} onClick={() => navigate(`/assets/coin/${row.currency}?wallet=${wallet}`)}>
                <span className="ma-coin__head">
                  <CoinLogo currency={row.currency} />
                  <span className="ma-coin__name">
                    <strong>{row.currency}</strong>
                    <span className="ma-muted">{row.name}</span>
                  </span>
                  <Num isHidden={isHidden} className="ma-coin__total"><Output value={assetTotal(row)} /></Num>
                </span>
                <span className="ma-coin__cols">
                  <span>
                    <span className="ma-muted">{t('assets.available')}</span>
                    <Num isHidden={isHidden} className="ma-coin__available"><Output value={row.available} /></Num>
                  </span>
                  <span>
                    <span className="ma-muted">{t('assets.frozen')}</span>
                    <Num isHidden={isHidden} className="ma-coin__frozen"><Output value={row.frozen} /></Num>
                  </span>
                  <span className="ma-coin__end">
                    <span className="ma-muted">{t('assets.valueIn', { coin: usdt })}</span>
                    <Num isHidden={isHidden} className="ma-coin__value"><Output value={row.usdtValue} /></Num>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
    </div>
  );
}
