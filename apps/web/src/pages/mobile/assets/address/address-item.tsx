import type { ReactNode } from 'react';
import type { TAddressEntry } from '../../../../features/assets/assets-types';
import { chainOf } from '../../../../features/assets/catalog';
import { useTranslation } from 'react-i18next';

type TProps = { entry: TAddressEntry; actions?: ReactNode; isPicked?: boolean; onPick?: () => void };

/** One address-book entry: coin and network, the address (left-to-right), the memo or note. */
export function AddressItem({ entry, actions, isPicked, onPick }: TProps) {
  const { t } = useTranslation();
  const needsMemo = chainOf(entry.currency, entry.chain)?.needsMemo ?? false;
  const body = (
    <>
      <span className="ma-address__head">
        <strong>
          <bdi dir="ltr">{entry.currency}</bdi>
        </strong>
        <span className="ma-chip">{entry.chain}</span>
        {entry.remark && (
          <span className="ma-address__remark">
            {needsMemo ? `${t('assets.memo')}: ` : ''}
            {entry.remark}
          </span>
        )}
      </span>
      <bdi dir="ltr" className="ma-address__text">{entry.address}</bdi>
    </>
  );
  return (
    <li className={isPicked ? 'ma-address ma-address--picked' : 'ma-address'} data-address-id={entry.id}>
      {onPick ? (
        <button type="button" className="ma-address__body" onClick={onPick} aria-pressed={isPicked}>
          {body}
        </button>
      ) : (
        <div className="ma-address__body">{body}</div>
      )}
      {actions && <div className="ma-address__actions">{actions}</div>}
    </li>
  );
}
