import { useState } from 'react';
import { Button, DotLoading, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useTotpStatus } from '../../../features/two-factor/use-two-factor';
import { SubPage } from '../../../ui/mobile/sub-page';
import { TotpOffForm } from './totp-off-form';
import { TotpSetupFlow } from './totp-setup-flow';
import '../../../features/two-factor/two-factor.css';

/** Recovery codes at or under this many: the screen suggests making new ones. */
const FEW_CODES_LEFT = 3;

/**
 * Security centre › two-factor authentication (issue 27): whether it is on, since when and how
 * many recovery codes are left; set it up (password, QR code and key, a code, the recovery codes
 * once) or turn it off (password and a code). Which view shows is this screen's own state, so the
 * recovery codes stay on screen until the user says they are saved.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const status = useTotpStatus();
  const [view, setView] = useState<'status' | 'setup' | 'off'>('status');
  const back = () => setView('status');
  if (view === 'setup') {
    return (
      <SubPage title={t('twoFactor.title')}>
        <TotpSetupFlow onDone={back} />
      </SubPage>
    );
  }
  if (view === 'off') {
    return (
      <SubPage title={t('twoFactor.offTitle')}>
        <TotpOffForm onDone={back} onCancel={back} />
      </SubPage>
    );
  }
  const data = status.data;
  return (
    <SubPage title={t('twoFactor.title')}>
      <div className="m-form" data-testid="totp-status">
        <p className="m-form__hint">{t('twoFactor.intro')}</p>
        {status.isPending && (
          <div className="m-center" role="status" aria-busy="true">
            <DotLoading color="primary" />
          </div>
        )}
        {status.isError && (
          <div role="alert" className="m-form__hint">
            {t('common.loadFailed')}{' '}
            <button type="button" className="tf-switch" onClick={() => void status.refetch()}>
              {t('twoFactor.retry')}
            </button>
          </div>
        )}
        {data && (
          <>
            <List className="m-list">
              <List.Item
                description={data.isOn && data.enabledAt !== null ? t('twoFactor.onSince', { date: formatDate(data.enabledAt, lang) }) : undefined}
                extra={<Tag color={data.isOn ? 'success' : 'default'}>{t(data.isOn ? 'twoFactor.on' : 'twoFactor.off')}</Tag>}
              >
                {t('twoFactor.title')}
              </List.Item>
              {data.isOn && <List.Item>{t('twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}</List.Item>}
            </List>
            {data.isOn && data.recoveryCodesLeft <= FEW_CODES_LEFT && <p className="m-form__hint">{t('twoFactor.recoveryLow')}</p>}
            {data.isOn ? (
              <Button block size="large" color="danger" fill="outline" className="m-form__submit" onClick={() => setView('off')}>
                {t('twoFactor.turnOff')}
              </Button>
            ) : (
              <Button block size="large" color="primary" className="m-form__submit" onClick={() => setView('setup')}>
                {t('twoFactor.setUp')}
              </Button>
            )}
          </>
        )}
      </div>
    </SubPage>
  );
}
