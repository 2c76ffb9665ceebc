import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Output } from '../../../features/format/output';
import { pairOf, type TSecondsMarket } from './seconds-view';

type TProps = { markets: readonly TSecondsMarket[]; current: TSecondsMarket | undefined; onPick: (symbol: string) => void };

/**
 * The pair as a button that opens the markets the seconds contracts offer (getConfig's list, in
 * the operator's order, each with its index price) in a bottom sheet; picking one calls onPick.
 */
export function MarketPicker({ markets, current, onPick }: TProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="mt-pair-btn" onClick={() => setOpen(true)} aria-haspopup="dialog" disabled={markets.length === 0} data-testid="seconds-pair">
        <span className="m-sr-only">{t('mSeconds.choosePair')}: </span>
        <bdi dir="ltr" className="mt-pair-btn__name">
          {current ? pairOf(current) : '--'}
        </bdi>
        <DownFill fontSize={10} />
      </button>
      <Popup visible={isOpen} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="msec-sheet" destroyOnClose>
        <h2 className="msec-sheet__title">{t('mSeconds.choosePair')}</h2>
        <ul className="msec-markets" data-testid="seconds-markets">
          {markets.map((m) => (
            <li key={m.symbol}>
              <button
                type="button"
                className="msec-market"
                aria-current={m.symbol === current?.symbol ? 'true' : undefined}
                data-symbol={m.symbol}
                onClick={() => {
                  setOpen(false);
                  onPick(m.symbol);
                }}
              >
                <bdi dir="ltr" className="msec-market__pair">
                  {pairOf(m)}
                </bdi>
                <bdi dir="ltr" className="msec-market__price">
                  <Output value={m.price} decimals={m.pricePrecision ?? 8} empty="--" />
                </bdi>
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </>
  );
}
