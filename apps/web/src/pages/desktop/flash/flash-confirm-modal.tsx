import { Alert, Button, Modal } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFlashRecord } from '../../../features/flash/flash-api';
import { FlashResultLines } from '../../../features/flash/flash-result-lines';
import type { TFlashFormApi } from '../../../features/flash/use-flash-form';
import { Output } from '../../../features/format/output';
import { FlashQuoteLines } from './flash-converter';
import { FlashGuarantee } from '../../../features/flash/flash-guarantee';

/**
 * Convert's confirmation: the final figures of the live quote with its countdown (a new quote
 * replaces it when it runs out), and Confirm; then the conversion as done. When the price moved or
 * the quote expired, the server's words say that nothing was exchanged, above the new quote.
 */
export function FlashConfirmModal({ form }: { form: TFlashFormApi }) {
  const { t } = useTranslation();
  const isResult = form.step === 'result' && form.result !== null;
  return (
    <Modal
      open={form.step !== 'form'}
      onCancel={form.close}
      title={isResult ? t('flash.result.title') : t('flash.confirmTitle')}
      destroyOnHidden
      maskClosable={!form.isExecuting}
      footer={
        isResult
          ? [
              <Button key="done" type="primary" onClick={form.close} data-testid="flash-done">
                {t('flash.result.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={form.close} disabled={form.isExecuting}>
                {t('flash.cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={form.isExecuting} disabled={!form.buttons.canConvert && !form.isExecuting} onClick={form.confirm} data-testid="flash-confirm">
                {t('flash.confirm')}
              </Button>,
            ]
      }
    >
      {isResult && form.result ? (
        <FlashResult record={form.result} />
      ) : (
        <div className="pcx-confirm" data-testid="flash-confirm-dialog">
          {form.notice && (
            <Alert
              type="warning"
              showIcon
              title={form.notice.message}
              description={form.notice.hint ?? undefined}
              data-testid="flash-notice"
            />
          )}
          <FlashQuoteLines form={form} isFinal />
          <FlashGuarantee validMs={form.validMs} className="pc-muted pcx-note" />
        </div>
      )}
    </Modal>
  );
}

/** A conversion as done: what was given and received (never less than quoted), price, route, fees, time. */
function FlashResult({ record }: { record: TFlashRecord }) {
  return (
    <div className="pcx-result" data-testid="flash-result" data-record-id={record.id}>
      <p className="pcx-result__head">
        <CheckCircleFilled className="pcx-result__icon" aria-hidden="true" />
        <bdi dir="ltr" data-testid="flash-result-receive"><Output value={record.receive} asset={record.to} /></bdi>
      </p>
      <FlashResultLines record={record} className="pcx-lines" />
    </div>
  );
}
