import { useState } from 'react';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { deviceLabel } from '../../../features/sessions/device-label';
import type { TLoginLogEntry } from '../../../features/sessions/sessions-api';
import { useEndSession, useLoginLog } from '../../../features/sessions/use-login-log';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { LoginFailures } from './login-failures';
import { SessionCard } from './session-card';
import './security-log.css';

const PAGE_SIZE = 10;

/** One page of sessions after the first (each its own query, so every loaded page stays fresh). */
function SessionsPage({ pageNo, onEnd }: { pageNo: number; onEnd: (entry: TLoginLogEntry) => void }) {
  const page = useLoginLog(pageNo, PAGE_SIZE);
  if (!page.data) return pageNo === 1 ? null : <DotLoading />;
  return <>{page.data.list.map((entry) => <SessionCard key={entry.id} entry={entry} onEnd={onEnd} />)}</>;
}

/**
 * /security/sessions: the user's recent logins and sessions, newest first, 10 at a time with "load
 * more"; "end this session" asks first, and ending the current one logs out.
 */
export function SessionsScreen() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pages, setPages] = useState(1);
  const first = useLoginLog(1, PAGE_SIZE);
  const end = useEndSession('/');
  const confirmEnd = async (entry: TLoginLogEntry) => {
    const text = t(entry.isCurrent ? 'securityLog.endCurrentText' : 'securityLog.endText', {
      device: deviceLabel(entry) ?? t('securityLog.unknownDevice'),
      time: formatDateTime(entry.loginTime, lang),
    });
    const isSure = await Dialog.confirm({ title: t('securityLog.endTitle'), content: text, confirmText: t('securityLog.end'), cancelText: t('common.cancel') });
    if (isSure) end.mutate(entry);
  };
  const totalRow = first.data?.totalRow ?? 0;
  return (
    <SubPage title={t('pc.setting.logger')}>
      <p className="msl-intro">{t('securityLog.intro')}</p>
      {first.isLoading ? (
        <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>
      ) : first.isError && !first.data ? (
        <div className="m-center" role="alert">
          <EmptyState description={first.error.message || t('securityLog.loadFailed')} />
          <Button size="small" onClick={() => void first.refetch()}>{t('securityLog.retry')}</Button>
        </div>
      ) : totalRow === 0 ? (
        <EmptyState description={t('securityLog.empty')} />
      ) : (
        <>
          <ul className="msl-list" data-testid="login-log" data-total={totalRow}>
            {Array.from({ length: pages }, (_, i) => <SessionsPage key={i + 1} pageNo={i + 1} onEnd={(e) => void confirmEnd(e)} />)}
          </ul>
          {pages * PAGE_SIZE < totalRow && (
            <div className="m-pad">
              <Button block size="small" onClick={() => setPages((n) => n + 1)}>{t('securityLog.more')}</Button>
            </div>
          )}
        </>
      )}
      <LoginFailures />
    </SubPage>
  );
}
