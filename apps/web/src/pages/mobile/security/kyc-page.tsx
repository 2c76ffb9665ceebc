import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useKyc } from '../../../features/kyc/use-kyc';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { KycFormView } from '../kyc/kyc-form-view';
import { KycStatusView } from '../kyc/kyc-status-view';
import '../kyc/kyc.css';

/**
 * /kyc, identity verification (SPEC §2): the form with photo previews and checks; once submitted,
 * the review notice; after a rejection the operator's reason and "submit again"; once verified, the
 * data read-only (SPEC §4: verified data cannot be changed).
 */
export function KycPage() {
  const { t } = useTranslation();
  const kyc = useKyc();
  const body = () => {
    if (kyc.isLoadFailed && !kyc.info) {
      return (
        <div className="m-center">
          <EmptyState description={t('kyc.loadFailed')} />
          <Button onClick={kyc.retry}>{t('kyc.retry')}</Button>
        </div>
      );
    }
    if (kyc.screen === 'loading' || !kyc.info) return <div className="m-center"><DotLoading /></div>;
    if (kyc.screen === 'form') return <KycFormView kyc={kyc} />;
    return <KycStatusView info={kyc.info} screen={kyc.screen} onAgain={kyc.startAgain} />;
  };
  return <SubPage title={t('kyc.title')}>{body()}</SubPage>;
}
