import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlashForm } from '../../../features/flash/use-flash-form';
import { ProductGate } from '../components/product-gate';
import { FlashConfirmModal } from './flash-confirm-modal';
import { FlashConverter } from './flash-converter';
import { FlashRecords } from './flash-records';
import './flash.css';

/**
 * /pc/account/dui (SPEC §2, flash exchange): the converter and, below it, the user's conversions,
 * behind the flash product's gate. ?from=BTC&to=ETH opens it on a pair.
 */
export function AccountFlashPage() {
  const { t } = useTranslation();
  return (
    <div className="pcx" data-testid="flash-page">
      <section className="pc-card pcx-head">
        <h1 className="pc-page__title">{t('pc.account.dui')}</h1>
        <p className="pc-muted">{t('flash.subtitle')}</p>
      </section>
      <ProductGate product="flash">
        <FlashScreen />
      </ProductGate>
    </div>
  );
}

function FlashScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const form = useFlashForm({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  return (
    <>
      <section className="pc-card pcx-body" aria-label={t('pc.account.dui')}>
        <FlashConverter form={form} />
      </section>
      <section className="pc-card pcx-body">
        <h2 className="pc-section__title">{t('flash.records.title')}</h2>
        <FlashRecords page={page} onPage={setPage} />
      </section>
      <FlashConfirmModal form={form} />
    </>
  );
}
