import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECONDS_ASSET, scaleOf } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TSecondsFormApi } from '../../../features/seconds/use-seconds-form';
import { durationText } from './seconds-cells';
import { SecondsSummary } from './seconds-summary';

const USDT_SCALE = scaleOf(SECONDS_ASSET);

/**
 * The confirmation before an order is sent (SPEC: the possible payout before confirming): the
 * market, direction, duration and stake, then the summary (fee, total cost, what a win pays, the
 * break-even win rate), and the reminder that the opening price is the server's next recorded tick.
 */
export function SecondsConfirmModal({ form, direction, onConfirm, onCancel }: { form: TSecondsFormApi; direction: 'up' | 'down' | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const market = form.ctx.config?.markets.find((m) => m.symbol === form.state.symbol);
  const duration = form.summary.duration;
  const terms = [
    { id: 'pair', label: t('seconds.field.pair'), value: <LtrNumber>{market ? `${market.baseCoin}/${market.quoteCoin}` : ''}</LtrNumber> },
    {
      id: 'direction',
      label: t('seconds.field.direction'),
      value: <span className={`pcc-dir is-${direction ?? 'up'}`}>{t(direction === 'down' ? 'seconds.down' : 'seconds.up')}</span>,
    },
    { id: 'duration', label: t('seconds.field.positionTime'), value: duration ? durationText(duration.second, t, lang) : '' },
    { id: 'amount', label: t('seconds.field.openAmount'), value: <LtrNumber>{`${formatOutput(form.state.amount, lang, { scale: USDT_SCALE })} ${SECONDS_ASSET}`}</LtrNumber> },
  ];
  return (
    <Modal
      open={direction !== null}
      title={t('seconds.confirmTitle')}
      onCancel={onCancel}
      onOk={onConfirm}
      okText={t('seconds.confirm')}
      cancelText={t('seconds.cancel')}
      okButtonProps={{ loading: form.isSending, className: direction === 'down' ? 'pcs-ok is-down' : 'pcs-ok is-up', ...{ 'data-testid': 'seconds-confirm' } }}
      width={420}
      destroyOnHidden
    >
      <div className="pcs-confirm" data-testid="seconds-confirm-dialog" data-direction={direction ?? ''}>
        <dl className="pcc-summary__list">
          {terms.map((row) => (
            <div key={row.id} className="pcc-summary__row" data-row={row.id}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <SecondsSummary summary={form.summary} testId="seconds-confirm-summary" />
        <p className="pcs-confirm__note">{t('pcSeconds.confirmNote')}</p>
      </div>
    </Modal>
  );
}
