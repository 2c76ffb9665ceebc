import type { ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { findContractMarket } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { marginRatioPercent, statusKey } from '../../../features/contract/contract-stops';
import type { TContractListStatus, TContractOrder } from '../../../features/contract/contract-types';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';
import { pairLabel } from '../../../features/market/market-info';
import { DateText, durationText, NONE, priceText, ProfitText, usdtText } from './contract-text';

/** What a row can do: its actions, and which one is under way (its button spins). */
export type TRowActions = {
  onClose: (order: TContractOrder) => void;
  onCancel: (order: TContractOrder) => void;
  onEditStops: (order: TContractOrder) => void;
  onDetail: (order: TContractOrder) => void;
  /** The order a close or cancel is being sent for. */
  busyId: number | null;
};

type TCell = (order: TContractOrder) => ReactNode;

/**
 * How each figure of a contract order is shown, for the tables and the detail dialog alike: the
 * server's decimal strings at the market's decimals (prices) or cut to 4 (USDT), P/L signed and
 * coloured, the state as the user reads it (a stop loss, a liquidation …).
 */
export function contractCells(t: TFunction, lang: TLocale) {
  const price = (value: string, o: TContractOrder) => <LtrNumber>{priceText(value, o.symbol, lang)}</LtrNumber>;
  const usdt = (value: string, o: TContractOrder) => <LtrNumber>{value === '' ? NONE : `${usdtText(value, lang)} ${o.quote}`}</LtrNumber>;
  return {
    pair: (o: TContractOrder) => <LtrNumber>{pairLabel(o)}</LtrNumber>,
    direction: (o: TContractOrder) => <span className={`pcc-dir is-${o.direction}`}>{t(o.direction === 'up' ? 'contract.up' : 'contract.down')}</span>,
    position: (o: TContractOrder) => (
      <span className="pcc-position">
        <LtrNumber className="pcc-position__pair">{pairLabel(o)}</LtrNumber>
        <span className={`pcc-dir is-${o.direction}`}>
          {t(o.direction === 'up' ? 'contract.up' : 'contract.down')} <bdi dir="ltr">{t('contract.leverageValue', { value: o.multiple })}</bdi>
        </span>
      </span>
    ),
    type: (o: TContractOrder) => t(o.type === 'limit' ? 'contract.limit' : 'contract.market'),
    multiple: (o: TContractOrder) => <LtrNumber>{t('contract.leverageValue', { value: o.multiple })}</LtrNumber>,
    openAmount: (o: TContractOrder) => usdt(o.openAmount, o),
    openQuantity: (o: TContractOrder) => (
      <LtrNumber>{o.status === 'pending' ? NONE : `${formatOutput(o.openQuantity, lang, { decimals: findContractMarket(o.symbol)?.quantityPrecision ?? 8 })} ${o.base}`}</LtrNumber>
    ),
    buyPrice: (o: TContractOrder) => price(o.buyPrice, o),
    openPrice: (o: TContractOrder) => price(o.openPrice, o),
    currentPrice: (o: TContractOrder) => price(o.currentPrice, o),
    liquidationPrice: (o: TContractOrder) => price(o.liquidationPrice, o),
    stopLoss: (o: TContractOrder) => price(o.stopLoss, o),
    takeProfit: (o: TContractOrder) => price(o.takeProfit, o),
    settlementPrice: (o: TContractOrder) => price(o.settlementPrice, o),
    profit: (o: TContractOrder) => <ProfitText value={o.profit} lang={lang} testId={`pnl-${o.orderId}`} />,
    settlementProfit: (o: TContractOrder) => <ProfitText value={o.settlementProfit} lang={lang} />,
    openFee: (o: TContractOrder) => usdt(o.openFee, o),
    closeFee: (o: TContractOrder) => usdt(o.closeFee, o),
    liquidationFee: (o: TContractOrder) => usdt(o.liquidationFee, o),
    insurancePaid: (o: TContractOrder) => usdt(o.insurancePaid, o),
    finalAmount: (o: TContractOrder) => usdt(o.finalAmount, o),
    marginRatio: (o: TContractOrder) => <LtrNumber>{o.marginRatio === '' ? NONE : `${marginRatioPercent(o.marginRatio)}%`}</LtrNumber>,
    holdTime: (o: TContractOrder) => (o.openTime === null ? NONE : durationText(o.holdTime, t, lang)),
    status: (o: TContractOrder) => (
      <span className={`pcc-status is-${o.status}`} data-status={o.status} data-reason={o.reason ?? ''}>
        {t(statusKey(o))}
      </span>
    ),
    outcome: (o: TContractOrder) =>
      o.outcome === null ? NONE : <span className={`pcc-outcome is-${o.outcome}`}>{t(`contract.outcome.${o.outcome}`)}</span>,
    time: (o: TContractOrder) => <DateText time={o.time} lang={lang} />,
    openTime: (o: TContractOrder) => <DateText time={o.openTime} lang={lang} />,
    finishTime: (o: TContractOrder) => <DateText time={o.finishTime} lang={lang} />,
  } satisfies Record<string, TCell>;
}

export type TContractCells = ReturnType<typeof contractCells>;

/** The stop loss over the take profit, in one cell. */
function stopsCell(cell: TContractCells, o: TContractOrder) {
  return (
    <span className="pcc-stops">
      <span className="pcc-stops__sl">{cell.stopLoss(o)}</span>
      <span className="pcc-stops__tp">{cell.takeProfit(o)}</span>
    </span>
  );
}

/** The columns of one list: positions (live), open orders, or the history. */
export function contractColumns(status: TContractListStatus, t: TFunction, lang: TLocale, actions: TRowActions): ColumnsType<TContractOrder> {
  const cell = contractCells(t, lang);
  const col = (key: keyof TContractCells, title: string, isNumber = false) => ({
    key,
    title,
    align: isNumber ? ('end' as const) : undefined,
    render: (_: unknown, o: TContractOrder) => cell[key](o),
  });
  const stops = { key: 'stops', title: `${t('contract.stopLoss')} / ${t('contract.takeProfit')}`, align: 'end' as const, render: (_: unknown, o: TContractOrder) => stopsCell(cell, o) };
  const action = (render: (o: TContractOrder) => ReactNode) => ({ key: 'action', title: t('pcContract.action'), align: 'end' as const, fixed: 'end' as const, render: (_: unknown, o: TContractOrder) => <span className="pcc-actions">{render(o)}</span> });
  if (status === 'holding') {
    return [
      col('position', t('contract.field.pair')),
      col('openQuantity', t('contract.size'), true),
      col('openAmount', t('contract.field.openAmount'), true),
      col('openPrice', t('contract.entryPrice'), true),
      col('currentPrice', t('contract.currentPrice'), true),
      col('profit', t('contract.pnl'), true),
      {
        ...col('marginRatio', t('contract.marginRatio'), true),
        title: (
          <Tooltip title={t('contract.marginRatioHint')}>
            <span className="pcc-hinted">{t('contract.marginRatio')}</span>
          </Tooltip>
        ),
      },
      col('liquidationPrice', t('contract.liquidationPrice'), true),
      stops,
      col('holdTime', t('contract.holdTime')),
      action((o) => (
        <>
          <Button size="small" onClick={() => actions.onEditStops(o)} data-testid={`edit-stops-${o.orderId}`}>
            {t('contract.edit')}
          </Button>
          <Popconfirm
            title={t('contract.closeTitle')}
            description={<p className="pcc-confirm">{t('contract.closeText')}</p>}
            okText={t('contract.close')}
            cancelText={t('contract.keep')}
            onConfirm={() => actions.onClose(o)}
          >
            <Button size="small" danger loading={actions.busyId === o.orderId} data-testid={`close-${o.orderId}`}>
              {t('contract.close')}
            </Button>
          </Popconfirm>
        </>
      )),
    ];
  }
  if (status === 'pending') {
    return [
      col('time', t('contract.field.time')),
      col('position', t('contract.field.pair')),
      col('openAmount', t('contract.field.openAmount'), true),
      col('buyPrice', t('contract.field.buyPrice'), true),
      col('currentPrice', t('contract.currentPrice'), true),
      stops,
      col('openFee', t('contract.field.openFee'), true),
      action((o) => (
        <Popconfirm
          title={t('contract.cancelTitle')}
          description={<p className="pcc-confirm">{t('contract.cancelText')}</p>}
          okText={t('contract.cancel')}
          cancelText={t('contract.keep')}
          onConfirm={() => actions.onCancel(o)}
        >
          <Button size="small" danger loading={actions.busyId === o.orderId} data-testid={`cancel-${o.orderId}`}>
            {t('contract.cancel')}
          </Button>
        </Popconfirm>
      )),
    ];
  }
  return [
    col('finishTime', t('contract.field.finishTime')),
    col('position', t('contract.field.pair')),
    col('openAmount', t('contract.field.openAmount'), true),
    col('openPrice', t('contract.field.openPrice'), true),
    col('settlementPrice', t('contract.field.settlementPrice'), true),
    col('profit', t('contract.field.profit'), true),
    col('status', t('contract.field.status')),
    col('outcome', t('contract.field.outcome')),
    action((o) => (
      <Button size="small" type="link" onClick={() => actions.onDetail(o)} data-testid={`detail-${o.orderId}`}>
        {t('contract.detail')}
      </Button>
    )),
  ];
}
