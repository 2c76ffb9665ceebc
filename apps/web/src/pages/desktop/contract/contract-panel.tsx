import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useSessionStore } from '../../../features/session/session-store';
import { ProductGate } from '../components/product-gate';
import { ContractForm } from './contract-form';

/**
 * How the contract panel meets its gate: a visitor keeps the panel's own log-in prompt (the page is
 * public, SPEC §2), and waits for the access list otherwise: a closed gate (switched off, not in the
 * user's country, identity first, the risk disclosure to accept) must never flash an open form.
 */
const CONTRACT_GATE: TGatePolicy = { hasOwnLogin: true };

/** The up/down panel: the opening form behind the contract gate, or the log-in prompt for a visitor. */
export function ContractPanel({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  return (
    <section className="pc-trade__panel pcc-panel" aria-label={t('contract.title')} data-testid="contract-panel">
      <ProductGate product="contract" policy={CONTRACT_GATE}>
        {isLogin ? (
          <ContractForm key={market.symbol} market={market} />
        ) : (
          <div className="pcc-panel__login">
            <p className="pc-muted">{t('contract.subtitle')}</p>
            <Button type="primary" size="large" onClick={openLogin} data-testid="contract-login">
              {t('contract.loginToTrade')}
            </Button>
          </div>
        )}
      </ProductGate>
    </section>
  );
}
