import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { ledgerTypeKey, walletKey } from '../../../../features/assets/record-labels';
import type { TRecordFilter } from '../../../../features/assets/assets-types';
import { useAssetRecords } from '../../../../features/assets/use-assets';
import { formatDateTime } from '../../../../features/format/format-date';
import { Output } from '../../../../features/format/output';
import { useLocaleStore } from '../../../../features/locale/locale-store';
import { PagedList } from './paged-list';

const DIRECTION_KEYS: Record<string, string> = {
  'coin->contract': 'assets.direction.coinToContract',
  'contract->coin': 'assets.direction.contractToCoin',
};

/** Asset records (every change of an available balance), newest first, 10 a page. */
export function AssetRecordList({ filter }: { filter: TRecordFilter }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const records = useAssetRecords(filter);
  return (
    <PagedList query={records}>
      {(rows) =>
        rows.map((r) => {
          const isOut = r.amount.startsWith('-');
          const note = DIRECTION_KEYS[r.memo] ? t(DIRECTION_KEYS[r.memo]) : r.memo;
          return (
            <li key={r.id} className="ma-record" data-type={r.type} data-wallet={r.wallet}>
              <div className="ma-record__head">
                <span className="ma-record__title">
                  {t(ledgerTypeKey(r.type))} · <span className="ma-muted">{t(walletKey(r.wallet))}</span>
                </span>
                <bdi dir="ltr" className={isOut ? 'ma-amount ma-amount--out' : 'ma-amount ma-amount--in'}>
                  {isOut ? '' : '+'}
                  <Output value={r.amount} scale={MAX_ASSET_SCALE} /> {r.currency}
                </bdi>
              </div>
              {note && <div className="ma-record__note">{note}</div>}
              <div className="ma-record__foot">
                <span>{formatDateTime(r.time, lang)}</span>
                <span>
                  {t('assets.balanceAfter')} <bdi dir="ltr"><Output value={r.balance} scale={MAX_ASSET_SCALE} /></bdi>
                </span>
              </div>
            </li>
          );
        })
      }
    </PagedList>
  );
}
