import { useTranslation } from 'react-i18next';
import { kycStatusKey } from '../../../features/account/kyc-status';
import { useProfile } from '../../../features/session/use-profile';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';

/** Identity verification: the current status; the submission form comes with the KYC issue. */
export function KycPage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <SubPage title={t('security.kyc')}>
      <EmptyState title={profile ? t(kycStatusKey(profile.auth)) : ''} description={t('frame.soon')} />
    </SubPage>
  );
}
