import { useId, type ReactNode } from 'react';
import { Button, Checkbox, DotLoading } from 'antd-mobile';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProductCode } from '@exchange/contracts';
import { countryName } from '../../../features/country/country-list';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useProductGate } from '../../../features/products/use-product-gate';
import './product-gate.css';

type TProps = { product: TProductCode; policy?: TGatePolicy; children: ReactNode };

/**
 * A product screen behind its access gate (mobile): the screen when the server allows the product;
 * otherwise why not, in the server's words, and the way forward — log in, set the country in the
 * profile, verify identity, or read and accept the risk disclosure (which opens the gate at once).
 */
export function ProductGate({ product, policy, children }: TProps) {
  const gate = useProductGate(product, policy);
  const { view } = gate;
  if (view.kind === 'screen') return <>{children}</>;
  if (view.kind === 'pending') {
    return (
      <div className="m-center m-gate m-gate--pending">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <GatePanel gate={gate} />;
}

function GatePanel({ gate }: { gate: ReturnType<typeof useProductGate> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLocaleStore((s) => s.lang);
  const titleId = useId();
  const { view } = gate;
  if (view.kind !== 'closed') {
    return (
      <section className="m-gate" data-testid="product-gate" data-reason="failed">
        <p className="m-gate__message" role="status">{t('common.loadFailed')}</p>
        <Button size="small" onClick={gate.retry}>{t('products.retry')}</Button>
      </section>
    );
  }
  const message = view.message ?? t('products.unavailable');
  return (
    <section className="m-gate" data-testid="product-gate" data-reason={view.reason}>
      <p className="m-gate__message" role="status">{message}</p>
      {view.country && <p className="m-gate__country">{t('products.yourCountry', { country: countryName(view.country, lang) })}</p>}
      {view.action === 'login' && (
        <Button block color="primary" onClick={() => navigate('/login', { state: { from: location.pathname + location.search } })}>
          {t('auth.login')}
        </Button>
      )}
      {view.action === 'profile' && (
        <Link className="m-gate__link" to="/profile" data-testid="gate-profile">
          {t(view.reason === 'noCountry' ? 'products.setCountry' : 'products.toProfile')}
        </Link>
      )}
      {view.action === 'kyc' && (
        <Link className="m-gate__link" to="/kyc" data-testid="gate-kyc">
          {t('products.toKyc')}
        </Link>
      )}
      {view.action === 'accept' && view.disclosure && (
        <form className="m-gate__disclosure" onSubmit={(e) => (e.preventDefault(), gate.accept())} data-testid="disclosure">
          <h2 className="m-gate__title" id={titleId}>{view.disclosure.title}</h2>
          <div className="m-gate__text" tabIndex={0} role="region" aria-labelledby={titleId}>
            {view.disclosure.text.split(/\n+/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <p className="m-gate__version">{t('products.version', { version: view.disclosure.version })}</p>
          <Checkbox checked={gate.isRead} onChange={gate.setRead} className="m-gate__check" data-testid="disclosure-read">
            {t('products.understood')}
          </Checkbox>
          <Button block color="primary" type="submit" disabled={!gate.isRead} loading={gate.isAccepting} data-testid="disclosure-accept">
            {t('products.accept')}
          </Button>
          {gate.acceptError && (
            <p className="m-field__error" role="alert" data-testid="disclosure-error">
              {gate.acceptError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
