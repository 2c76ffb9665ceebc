import { useId, type ReactNode } from 'react';
import { Button, Checkbox, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProductCode } from '@exchange/contracts';
import { countryName } from '../../../features/country/country-list';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useProductGate } from '../../../features/products/use-product-gate';
import { useSessionStore } from '../../../features/session/session-store';
import './product-gate.css';

type TProps = { product: TProductCode; policy?: TGatePolicy; children: ReactNode };

/**
 * A product screen behind its access gate (desktop): the screen when the server allows the product;
 * otherwise why not, in the server's words, and the way forward — log in (the header's modal), set
 * the country in the profile, verify identity, or read and accept the risk disclosure (which opens
 * the gate at once).
 */
export function ProductGate({ product, policy, children }: TProps) {
  const gate = useProductGate(product, policy);
  const { view } = gate;
  if (view.kind === 'screen') return <>{children}</>;
  if (view.kind === 'pending') {
    return (
      <div className="pc-gate pc-gate--pending">
        <Spin />
      </div>
    );
  }
  return <GatePanel gate={gate} />;
}

function GatePanel({ gate }: { gate: ReturnType<typeof useProductGate> }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const openLogin = useSessionStore((s) => s.openLogin);
  const titleId = useId();
  const { view } = gate;
  if (view.kind !== 'closed') {
    return (
      <section className="pc-gate" data-testid="product-gate" data-reason="failed">
        <p className="pc-gate__message" role="status">{t('common.loadFailed')}</p>
        <Button onClick={gate.retry}>{t('products.retry')}</Button>
      </section>
    );
  }
  const message = view.message ?? t('products.unavailable');
  return (
    <section className="pc-gate" data-testid="product-gate" data-reason={view.reason}>
      <p className="pc-gate__message" role="status">{message}</p>
      {view.country && <p className="pc-muted pc-gate__country">{t('products.yourCountry', { country: countryName(view.country, lang) })}</p>}
      {view.action === 'login' && (
        <Button type="primary" size="large" onClick={openLogin}>
          {t('auth.login')}
        </Button>
      )}
      {view.action === 'profile' && (
        <Link className="pc-gate__link" to="/account/profile" data-testid="gate-profile">
          {t(view.reason === 'noCountry' ? 'products.setCountry' : 'products.toProfile')}
        </Link>
      )}
      {view.action === 'kyc' && (
        <Link className="pc-gate__link" to="/setting/kyc" data-testid="gate-kyc">
          {t('products.toKyc')}
        </Link>
      )}
      {view.action === 'accept' && view.disclosure && (
        <form className="pc-gate__disclosure" onSubmit={(e) => (e.preventDefault(), gate.accept())} data-testid="disclosure">
          <h2 className="pc-gate__title" id={titleId}>
            {view.disclosure.title}
          </h2>
          <div className="pc-gate__text" tabIndex={0} role="region" aria-labelledby={titleId}>
            {view.disclosure.text.split(/\n+/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <p className="pc-muted pc-gate__version">{t('products.version', { version: view.disclosure.version })}</p>
          <Checkbox checked={gate.isRead} onChange={(e) => gate.setRead(e.target.checked)} data-testid="disclosure-read">
            {t('products.understood')}
          </Checkbox>
          <div>
            <Button type="primary" htmlType="submit" disabled={!gate.isRead} loading={gate.isAccepting} data-testid="disclosure-accept">
              {t('products.accept')}
            </Button>
          </div>
          {gate.acceptError && (
            <p className="pc-gate__error" role="alert" data-testid="disclosure-error">
              {gate.acceptError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
