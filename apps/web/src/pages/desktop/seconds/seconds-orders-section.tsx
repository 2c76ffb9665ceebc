import { useState } from 'react';
import { Button, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSessionStore } from '../../../features/session/session-store';
import { SecondsOrdersTable, type TSecondsListStatus } from './seconds-orders-table';

const TABS: { status: TSecondsListStatus; labelKey: string }[] = [
  { status: 'open', labelKey: 'seconds.open' },
  { status: 'history', labelKey: 'seconds.history' },
];

/**
 * The user's seconds orders: the open ones counting down, and the settled ones with their outcome;
 * each opens its detail (`onDetail`). A visitor is asked to log in. `isCompact`: a narrow column
 * (the account page), where the pair, direction and duration share one column.
 */
export function SecondsOrdersSection({ onDetail, isCompact = false }: { onDetail: (order: TSecondsOrder) => void; isCompact?: boolean }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const [tab, setTab] = useState<TSecondsListStatus>('open');
  const body = (status: TSecondsListStatus) =>
    isLogin ? (
      <SecondsOrdersTable status={status} onDetail={onDetail} isCompact={isCompact} />
    ) : (
      <div className="pc-orders__login">
        <Empty description={t('seconds.loginToTrade')}>
          <Button type="primary" onClick={openLogin}>
            {t('auth.login')}
          </Button>
        </Empty>
      </div>
    );
  return (
    <section className={isCompact ? 'pcs-orders' : 'pc-trade__panel pc-orders pcc-orders pcs-orders'} data-testid="seconds-orders">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TSecondsListStatus)}
        destroyOnHidden
        items={TABS.map(({ status, labelKey }) => ({ key: status, label: <span data-tab={status}>{t(labelKey)}</span>, children: body(status) }))}
      />
    </section>
  );
}
