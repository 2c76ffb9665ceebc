import { useState } from 'react';
import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { deviceLabel } from '../../../features/sessions/device-label';
import { useLoginFailures } from '../../../features/sessions/use-login-log';

const PAGE_SIZE = 10;

/** One page of failed attempts after the first. */
function FailuresPage({ pageNo }: { pageNo: number }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const page = useLoginFailures(pageNo, PAGE_SIZE);
  return (
    <>
      {page.data?.list.map((f) => (
        <List.Item
          key={f.id}
          extra={<Tag color="danger" fill="outline">{t('securityLog.failures.tag')}</Tag>}
          description={
            <>
              <bdi>{formatDateTime(f.time, lang)}</bdi> · <bdi dir="ltr">{f.ip || '—'}</bdi>
            </>
          }
        >
          <bdi dir="ltr">{deviceLabel(f) ?? t('securityLog.unknownDevice')}</bdi>
        </List.Item>
      ))}
    </>
  );
}

/** The failed login attempts on the user's account (wrong passwords), clearly marked, below the sessions. */
export function LoginFailures() {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useLoginFailures(1, PAGE_SIZE);
  const totalRow = first.data?.totalRow ?? 0;
  if (!first.data) return null;
  return (
    <>
      <List className="m-list" header={t('securityLog.failures.title')} data-testid="login-failures" data-total={totalRow}>
        <List.Item description={t('securityLog.failures.intro')}>{totalRow === 0 ? t('securityLog.failures.none') : ''}</List.Item>
        {Array.from({ length: totalRow === 0 ? 0 : pages }, (_, i) => <FailuresPage key={i + 1} pageNo={i + 1} />)}
      </List>
      {pages * PAGE_SIZE < totalRow && (
        <div className="m-pad">
          <Button block size="small" onClick={() => setPages((n) => n + 1)}>{t('securityLog.more')}</Button>
        </div>
      )}
    </>
  );
}
