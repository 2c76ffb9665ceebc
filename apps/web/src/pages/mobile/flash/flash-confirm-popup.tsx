import { Button, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlashResultLines } from '../../../features/flash/flash-result-lines';
import type { TFlashFormApi } from '../../../features/flash/use-flash-form';
import { Output } from '../../../features/format/output';
import { FlashLines } from './flash-lines';
import { FlashGuarantee } from '../../../features/flash/flash-guarantee';

/**
 * Convert's confirmation as a sheet: the live quote's final figures and countdown (renewed when it
 * runs out), Confirm; then the conversion as done. When the price moved or the quote expired, the
 * server's words say nothing was exchanged, above the new quote.
 */
export function FlashConfirmPopup({ form }: { form: TFlashFormApi }) {
  const { t } = useTranslation();
  const record = form.step === 'result' ? form.result : null;
  const close = () => {
    if (!form.isExecuting) form.close();
  };
  return (
    <Popup visible={form.step !== 'form'} onMaskClick={close} onClose={close} bodyClassName="mx-sheet" destroyOnClose>
      <div role="dialog" aria-labelledby="mx-sheet-title" className="mx-sheet__body">
        <h2 id="mx-sheet-title" className="mx-sheet__title">
          {record ? t('flash.result.title') : t('flash.confirmTitle')}
        </h2>
        {record ? (
          <div data-testid="flash-result" data-record-id={record.id}>
            <p className="mx-result__head">
              <bdi dir="ltr" data-testid="flash-result-receive"><Output value={record.receive} asset={record.to} /></bdi>
            </p>
            <FlashResultLines record={record} className="mx-lines" />
            <div className="mx-sheet__actions">
              <Link to="/flash/records" className="mx-linkbtn" data-testid="flash-result-records">
                {t('flash.records.short')}
              </Link>
              <Button block color="primary" onClick={form.close} data-testid="flash-done">
                {t('flash.result.done')}
              </Button>
            </div>
          </div>
        ) : (
          <div data-testid="flash-confirm-dialog">
            {form.notice && (
              <div className="mx-notice" role="alert" data-testid="flash-notice">
                <strong>{form.notice.message}</strong>
                {form.notice.hint && <p>{form.notice.hint}</p>}
              </div>
            )}
            <FlashLines form={form} isFinal />
            <FlashGuarantee validMs={form.validMs} className="mx-muted mx-note" />
            <div className="mx-sheet__actions">
              <Button block onClick={close} disabled={form.isExecuting}>
                {t('flash.cancel')}
              </Button>
              <Button block color="primary" loading={form.isExecuting} disabled={!form.buttons.canConvert && !form.isExecuting} onClick={form.confirm} data-testid="flash-confirm">
                {t('flash.confirm')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Popup>
  );
}
