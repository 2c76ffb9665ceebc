import type { TCheckpoint } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../locale/locale-store';
import { checkpointRows, type TAssetRow } from '../checkpoint-rows';
import { HexValue } from './hex-value';
import { ratioText } from './ratio-text';
import { UnitsAmount } from './units-amount';

const DASH = '—';

function Reserve({ row }: { row: TAssetRow }) {
  const { t } = useTranslation();
  if (row.reserveUnits === null) return <span className="tp-not-proven">{t('transparency.notProven')}</span>;
  return <UnitsAmount units={row.reserveUnits} decimals={row.decimals} />;
}

function Ratio({ row }: { row: TAssetRow }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  if (row.ratio === null) {
    return (
      <span title={t('transparency.noRatio')}>
        <span aria-hidden="true">{DASH}</span>
        <span className="tp-sr-only">{t('transparency.noRatio')}</span>
      </span>
    );
  }
  return <bdi className={row.ratio < 10_000n ? 'tp-num tp-ratio--short' : 'tp-num'}>{ratioText(row.ratio, lang)}</bdi>;
}

/** Where a proven reserve was read: the network, the block, and every wallet address (copyable, so anyone can look them up). */
function ReserveSource({ row }: { row: TAssetRow }) {
  const { t } = useTranslation();
  const reserve = row.reserve;
  if (row.reserveUnits === null || !reserve) return null;
  return (
    <div className="tp-source">
      <div className="tp-muted">
        {reserve.network && <bdi dir="ltr">{reserve.network}</bdi>}
        {reserve.network && reserve.block && ' · '}
        {reserve.block && t('transparency.block', { block: reserve.block })}
      </div>
      {reserve.addresses.length > 0 && (
        <ul className="tp-addresses" aria-label={t('transparency.addresses', { asset: row.asset })}>
          {reserve.addresses.map((address) => (
            <li key={address}>
              <HexValue value={address} what={address} isFull />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The checkpoint per asset: liabilities, reserves ("Not proven" when no watched chain holds the
 * asset), their ratio, and where each reserve was read under it. `isCompact`: a phone's tighter table.
 */
export function AssetCoverage({ checkpoint, isCompact = false }: { checkpoint: TCheckpoint; isCompact?: boolean }) {
  const { t } = useTranslation();
  const rows = checkpointRows(checkpoint);
  return (
    <table className={isCompact ? 'tp-table tp-table--compact' : 'tp-table'}>
      <thead>
        <tr>
          <th scope="col">{t('transparency.asset')}</th>
          <th scope="col" className="tp-end">{t('transparency.liabilities')}</th>
          <th scope="col" className="tp-end">{t('transparency.reserves')}</th>
          <th scope="col" className="tp-end">{t('transparency.ratio')}</th>
        </tr>
      </thead>
      {rows.map((row) => (
        <tbody key={row.asset} data-testid="asset-row" data-asset={row.asset}>
          <tr>
            <th scope="row">{row.asset}</th>
            <td className="tp-end" data-testid="liabilities"><UnitsAmount units={row.liabilities} decimals={row.decimals} /></td>
            <td className="tp-end" data-testid="reserves"><Reserve row={row} /></td>
            <td className="tp-end" data-testid="ratio"><Ratio row={row} /></td>
          </tr>
          {row.reserveUnits !== null && (
            <tr className="tp-table__source">
              <td colSpan={4}><ReserveSource row={row} /></td>
            </tr>
          )}
        </tbody>
      ))}
    </table>
  );
}
