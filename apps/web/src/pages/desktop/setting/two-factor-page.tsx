import { useState } from 'react';
import { Button, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useTotpStatus } from '../../../features/two-factor/use-two-factor';
import { TotpOffPanel } from './totp-off-panel';
import { TotpSetupPanel } from './totp-setup-panel';
import '../../../features/two-factor/two-factor.css';

/** Recovery codes at or under this many: the page suggests making new ones. */
const FEW_CODES_LEFT = 3;

/**
 * /setting/totp (issue 27): two-factor authentication, its status and recovery codes left; set it
 * up (password, QR code and key, a code, the recovery codes once) or turn it off (password and a
 * code). The panel shown is this page's own state, so the recovery codes stay until the user says
 * they are saved.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const status = useTotpStatus();
  const [view, setView] = useState<'status' | 'setup' | 'off'>('status');
  const back = () => setView('status');
  const data = status.data;
  return (
    <section className="pc-card pc-section" data-testid="totp-page">
      <h1 className="pc-page__title">{t(view === 'off' ? 'twoFactor.offTitle' : 'twoFactor.title')}</h1>
      {view === 'setup' && <TotpSetupPanel onDone={back} />}
      {view === 'off' && <TotpOffPanel onDone={back} onCancel={back} />}
      {view === 'status' && (
        <div className="pc-form pc-form--narrow" data-testid="totp-status">
          <p className="pc-muted">{t('twoFactor.intro')}</p>
          {status.isPending && <Spin />}
          {status.isError && (
            <p role="alert">
              {t('common.loadFailed')}{' '}
              <Button type="link" onClick={() => void status.refetch()}>
                {t('twoFactor.retry')}
              </Button>
            </p>
          )}
          {data && (
            <>
              <div className="tf-status" data-testid="totp-state">
                <Tag color={data.isOn ? 'success' : 'default'} className="tf-status__tag">
                  {data.isOn && data.enabledAt !== null ? t('twoFactor.onSince', { date: formatDate(data.enabledAt, lang) }) : t(data.isOn ? 'twoFactor.on' : 'twoFactor.off')}
                </Tag>
                {data.isOn && <span>{t('twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}</span>}
              </div>
              {data.isOn && data.recoveryCodesLeft <= FEW_CODES_LEFT && <p className="pc-muted">{t('twoFactor.recoveryLow')}</p>}
              <div className="tf-buttons tf-buttons--start">
                {data.isOn ? (
                  <Button danger size="large" onClick={() => setView('off')}>
                    {t('twoFactor.turnOff')}
                  </Button>
                ) : (
                  <Button type="primary" size="large" onClick={() => setView('setup')}>
                    {t('twoFactor.setUp')}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
