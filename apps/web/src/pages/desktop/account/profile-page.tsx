import { useRef } from 'react';
import { Avatar, Button, Descriptions } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeAvatar } from '../../../features/account/account-actions';
import { kycStatusKey } from '../../../features/account/kyc-status';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { avatarOf, useProfile } from '../../../features/session/use-profile';
import { phoneLabel } from '../../../features/session/account-label';
import { ImageFileInput } from '../../../ui/image-file-input';
import { ProfileCountry } from './profile-country';
import { ScoreSection } from '../security-log/score-section';
import './profile-page.css';

/**
 * Profile (SPEC §3): avatar upload, UID, e-mail, phone, invitation codes, KYC status, the country
 * (changeable until verification fixes it), credit score.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { data: p } = useProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const dash = '—';
  return (
    <>
    <section className="pc-card pc-section">
      <h1 className="pc-page__title">{t('profile.title')}</h1>
      <div className="pc-profile__head">
        <Avatar size={72} src={avatarOf(p)} alt={t('profile.avatar')} />
        <div>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>{t('profile.changeAvatar')}</Button>
          <div className="pc-muted pc-profile__hint">{t('profile.avatarHint')}</div>
        </div>
        <ImageFileInput inputRef={fileInput} testId="avatar-file" onFile={(file) => void changeAvatar(file)} />
      </div>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'uid', label: 'UID', children: <bdi dir="ltr">{p?.uid ?? dash}</bdi> },
          { key: 'email', label: t('security.email'), children: <bdi dir="ltr">{p?.email || dash}</bdi> },
          { key: 'phone', label: t('security.phone'), children: <bdi dir="ltr">{p?.phone ? phoneLabel(p.areaCode, p.phone) : dash}</bdi> },
          { key: 'code', label: t('profile.invitationCode'), children: <bdi dir="ltr">{p?.invitationCode ?? dash}</bdi> },
          { key: 'super', label: t('profile.inviter'), children: <bdi dir="ltr">{p?.superCode || dash}</bdi> },
          {
            key: 'kyc',
            label: t('security.kyc'),
            children: p ? <Link to="/setting/kyc" data-testid="profile-kyc">{t(kycStatusKey(p.auth))}</Link> : dash,
          },
          { key: 'country', label: t('country.label'), children: <ProfileCountry /> },
          { key: 'score', label: t('profile.creditScore'), children: p ? formatNumber(p.score, lang) : dash },
        ]}
      />
    </section>
    <ScoreSection />
    </>
  );
}
