import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../features/session/use-profile';
import { SubPage } from '../../../ui/mobile/sub-page';
import { kycStatusKey } from '../../../features/account/kyc-status';
import { phoneLabel } from '../../../features/session/account-label';

/** Security centre: login and fund passwords, two-factor authentication, bound e-mail and phone, identity verification. */
export function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const hasFund = profile?.assetsPwd === 1;
  const bound = (value: string | undefined) =>
    value ? <bdi dir="ltr">{value}</bdi> : <Tag color="warning" fill="outline">{t('security.notBound')}</Tag>;
  return (
    <SubPage title={t('security.title')}>
      <List className="m-list">
        <List.Item onClick={() => navigate('/security/login-password')} extra={t('security.change')}>
          {t('security.loginPassword')}
        </List.Item>
        <List.Item onClick={() => navigate('/security/fund-password')} extra={hasFund ? t('security.change') : t('security.notSet')}>
          {t('security.fundPassword')}
        </List.Item>
        <List.Item onClick={() => navigate('/security/totp')} extra={profile ? t(profile.isTotpOn ? 'twoFactor.on' : 'twoFactor.off') : ''} data-testid="security-totp">
          {t('twoFactor.title')}
        </List.Item>
      </List>
      <List className="m-list">
        <List.Item
          onClick={profile?.email ? undefined : () => navigate('/security/bind?type=email')}
          arrow={!profile?.email}
          extra={bound(profile?.email)}
        >
          {t('security.email')}
        </List.Item>
        <List.Item
          onClick={profile?.phone ? undefined : () => navigate('/security/bind?type=phone')}
          arrow={!profile?.phone}
          extra={bound(profile ? phoneLabel(profile.areaCode, profile.phone) : '')}
        >
          {t('security.phone')}
        </List.Item>
        <List.Item extra={profile ? t(kycStatusKey(profile.auth)) : ''} onClick={() => navigate('/kyc')}>
          {t('security.kyc')}
        </List.Item>
      </List>
      <List className="m-list">
        <List.Item onClick={() => navigate('/security/sessions')}>{t('pc.setting.logger')}</List.Item>
        <List.Item onClick={() => navigate('/security/api-keys')} data-testid="security-api-keys">{t('pc.setting.apiKeys')}</List.Item>
      </List>
    </SubPage>
  );
}
