import { useState } from 'react';
import { Checkbox, Input, Tabs, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_COIN, LIMITS } from '@exchange/contracts';
import { AssetRecords } from './asset-records';
import { AssetTable } from './asset-table';
import { AssetsSummary } from './assets-summary';
import { DemoFundsOffer } from '../components/demo-funds-offer';
import { tabBarWithTools } from '../../../ui/desktop/tab-bar-with-tools';
import './assets.css';

const TABS = ['coin', 'contract', 'records'] as const;
type TTab = (typeof TABS)[number];

/** The eye toggle is remembered on this device, as users expect of a "hide balances" switch. */
const MASK_KEY = 'pc-assets-masked';

function useMask(): [boolean, () => void] {
  const [isMasked, setMasked] = useState(() => localStorage.getItem(MASK_KEY) === '1');
  const toggle = () =>
    setMasked((was) => {
      localStorage.setItem(MASK_KEY, was ? '0' : '1');
      return !was;
    });
  return [isMasked, toggle];
}

/**
 * /account/assert (SPEC §2 "Assets"): the total value, the coin and contract accounts as tables
 * with search and the hide-small-assets filter (SPEC §9), and the asset records. ?tab= picks the tab.
 */
export function AssetsOverviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((k) => k === params.get('tab')) ?? 'coin';
  const [query, setQuery] = useState('');
  const [isHidingSmall, setHidingSmall] = useState(false);
  const [isMasked, toggleMask] = useMask();
  const toolbar =
    tab === 'records' ? null : (
      <div className="da-toolbar da-toolbar--tabs">
        <Input
          className="da-search"
          prefix={<SearchOutlined />}
          allowClear
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('assets.searchCoin')}
          aria-label={t('assets.searchCoin')}
          data-testid="assets-search"
        />
        <Tooltip title={t('assets.hideSmallHint', { amount: LIMITS.hideSmallAssetsUsdt, coin: DEFAULT_QUOTE_COIN })}>
          <Checkbox checked={isHidingSmall} onChange={(e) => setHidingSmall(e.target.checked)} data-testid="hide-small">
            {t('assets.hideSmall')}
          </Checkbox>
        </Tooltip>
      </div>
    );
  const table = (wallet: 'coin' | 'contract') => <AssetTable wallet={wallet} query={query} isHidingSmall={isHidingSmall} isMasked={isMasked} />;
  return (
    <>
      <AssetsSummary title={t('pc.account.assert')} isMasked={isMasked} onToggleMask={toggleMask} />
      <DemoFundsOffer />
      <section className="pc-card da-card">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          renderTabBar={tabBarWithTools(toolbar)}
          destroyOnHidden
          items={[
            { key: 'coin', label: t('assets.coinAccount'), children: table('coin') },
            { key: 'contract', label: t('assets.contractAccount'), children: table('contract') },
            { key: 'records', label: t('assets.assetRecords'), children: <AssetRecords /> },
          ]}
        />
      </section>
    </>
  );
}
