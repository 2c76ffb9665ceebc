import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKyc } from '../../../features/kyc/use-kyc';
import { EmptyState } from '../../../ui/empty-state';
import { KycFormPanel } from '../kyc/kyc-form-panel';
import { KycStatusPanel } from '../kyc/kyc-status-panel';
import '../kyc/kyc.css';

/**
 * /setting/kyc, identity verification on the desktop: the same states as the mobile /kyc over the
 * same hook (the form, under review, rejected with the reason, verified read-only).
 */
export function KycPage() {
  const { t } = useTranslation();
  const kyc = useKyc();
  const body = () => {
    if (kyc.isLoadFailed && !kyc.info) {
      return (
        <>
          <EmptyState description={t('kyc.loadFailed')} />
          <Button onClick={kyc.retry}>{t('kyc.retry')}</Button>
        </>
      );
    }
    if (kyc.screen === 'loading' || !kyc.info) return <Spin />;
    if (kyc.screen === 'form') return <KycFormPanel kyc={kyc} />;
    return <KycStatusPanel info={kyc.info} screen={kyc.screen} onAgain={kyc.startAgain} />;
  };
  return (
    <section className="pc-card pc-section">
      <h1 className="pc-page__title">{t('kyc.title')}</h1>
      {body()}
    </section>
  );
}
