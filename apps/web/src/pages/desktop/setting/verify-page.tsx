import { Tag } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kycStatusKey } from '../../../features/account/kyc-status';
import { useProfile } from '../../../features/session/use-profile';
import { BindForm } from './bind-form';
import { phoneLabel } from '../../../features/session/account-label';

/** /setting/verify: the bound e-mail and phone (binding the missing one) and the identity status. */
export function VerifyPage() {
  const { t } = useTranslation();
  const { data: p } = useProfile();
  const bound = (value: string) => (
    <p className="pc-bound">
      <CheckCircleFilled className="pc-bound__icon" /> <bdi dir="ltr">{value}</bdi> <Tag color="success">{t('security.bound')}</Tag>
    </p>
  );
  return (
    <>
      <section className="pc-card pc-section">
        <h1 className="pc-page__title">{t('pc.setting.verify')}</h1>
        <h2 className="pc-section__title">{t('security.email')}</h2>
        {p?.email ? bound(p.email) : p && <BindForm isPhone={false} />}
        <h2 className="pc-section__title">{t('security.phone')}</h2>
        {p?.phone ? bound(phoneLabel(p.areaCode, p.phone)) : p && <BindForm isPhone />}
      </section>
      <section className="pc-card pc-section">
        <h2 className="pc-section__title">{t('security.kyc')}</h2>
        <p>
          {p ? t(kycStatusKey(p.auth)) : ''} <Link to="/setting/kyc">{t('pc.setting.kyc')}</Link>
        </p>
      </section>
    </>
  );
}
