import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FLASH_PAGE_SIZE } from '@exchange/contracts';
import { flashFeesText, flashRateText, flashRouteText } from '../../../features/flash/flash-text';
import { useFlashRecords } from '../../../features/flash/use-flash-data';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';

/** /flash/records: the caller's conversions, newest first, 10 a page. */
export function FlashRecordsScreen() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const records = useFlashRecords(page);
  const pages = Math.ceil((records.data?.totalRow ?? 0) / FLASH_PAGE_SIZE);
  return (
    <SubPage title={t('flash.records.title')}>
      <div className="mx-page">
        {records.isError && !records.data ? (
          <div className="m-center" role="alert">
            <EmptyState description={t('flash.loadFailed')} />
            <Button size="small" onClick={() => void records.refetch()}>
              {t('flash.retry')}
            </Button>
          </div>
        ) : !records.data ? (
          <div className="m-center" aria-busy="true">
            <DotLoading color="primary" />
          </div>
        ) : records.data.list.length === 0 ? (
          <EmptyState description={t('flash.records.empty')} />
        ) : (
          <>
            <ul className="mx-records" data-testid="flash-records">
              {records.data.list.map((r) => (
                <li key={r.id} className="mx-record" data-record-id={r.id} data-from={r.from} data-to={r.to}>
                  <div className="mx-record__head">
                    <strong>
                      <bdi dir="ltr">{flashRouteText([r.from, r.to])}</bdi>
                    </strong>
                    <span className="mx-badge">{t(`flash.state.${r.status}`)}</span>
                  </div>
                  <dl className="mx-lines mx-lines--small">
                    <div>
                      <dt>{t('flash.given')}</dt>
                      <dd>
                        <bdi dir="ltr" data-testid="record-given"><Output value={r.amount} asset={r.from} /></bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('flash.received')}</dt>
                      <dd>
                        <bdi dir="ltr" data-testid="record-received"><Output value={r.receive} asset={r.to} /></bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('flash.price')}</dt>
                      <dd>
                        <bdi dir="ltr">{flashRateText(r.from, r.price, r.to, lang)}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('flash.route')}</dt>
                      <dd>
                        <bdi dir="ltr">{flashRouteText(r.route)}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('flash.fees')}</dt>
                      <dd>
                        <bdi dir="ltr">{flashFeesText(r.fees, lang) || t('flash.noFee')}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('flash.time')}</dt>
                      <dd>
                        <bdi dir="ltr">{formatDateTime(r.time, lang)}</bdi>
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="mx-pager" aria-label={t('flash.records.pages')}>
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('flash.records.previous')}
                </Button>
                <span>{t('flash.records.pageOf', { page: String(page), pages: String(pages) })}</span>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('flash.records.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </SubPage>
  );
}
