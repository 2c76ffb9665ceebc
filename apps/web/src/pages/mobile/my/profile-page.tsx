import { useRef } from 'react';
import { SCORE_BOUNDS } from '@exchange/contracts';
import { Avatar, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeAvatar } from '../../../features/account/account-actions';
import { kycStatusKey } from '../../../features/account/kyc-status';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { avatarOf, useProfile } from '../../../features/session/use-profile';
import { SubPage } from '../../../ui/mobile/sub-page';
import { phoneLabel } from '../../../features/session/account-label';
import { ImageFileInput } from '../../../ui/image-file-input';
import { ProfileCountry } from './profile-country';
import './my-page.css';

/** Profile (SPEC §3): avatar (changeable), UID, e-mail, phone, invitation codes, credit score, and the country. */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const dash = '—';
  return (
    <SubPage title={t('profile.title')}>
      <List className="m-list">
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={<Avatar src={avatarOf(profile)} alt="" style={{ '--size': '48px', '--border-radius': '50%' }} />}
          description={t('profile.avatarHint')}
        >
          {t('profile.avatar')}
        </List.Item>
      </List>
      <ImageFileInput inputRef={fileInput} testId="avatar-file" onFile={(file) => void changeAvatar(file)} />
      <List className="m-list">
        <List.Item extra={<bdi dir="ltr">{profile?.uid ?? dash}</bdi>} arrow={false}>UID</List.Item>
        <List.Item extra={<bdi dir="ltr">{profile?.email || dash}</bdi>} arrow={false}>{t('security.email')}</List.Item>
        <List.Item extra={<bdi dir="ltr">{profile?.phone ? phoneLabel(profile.areaCode, profile.phone) : dash}</bdi>} arrow={false}>{t('security.phone')}</List.Item>
        <List.Item extra={<bdi dir="ltr">{profile?.invitationCode ?? dash}</bdi>} arrow={false}>{t('profile.invitationCode')}</List.Item>
        <List.Item extra={<bdi dir="ltr">{profile?.superCode || dash}</bdi>} arrow={false}>{t('profile.inviter')}</List.Item>
        <List.Item extra={profile ? t(kycStatusKey(profile.auth)) : dash} onClick={() => navigate('/kyc')} data-testid="profile-kyc">{t('security.kyc')}</List.Item>
        <List.Item extra={profile ? formatNumber(profile.score, lang) : dash} description={t('creditScoreInfo.hint', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })} onClick={() => navigate('/score')}>{t('profile.creditScore')}</List.Item>
      </List>
      <List className="m-list">
        <ProfileCountry />
      </List>
    </SubPage>
  );
}
