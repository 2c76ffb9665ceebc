import type { TCheckpoint } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { HexValue } from './hex-value';

/** What anyone needs to check a checkpoint by hand: the key it is signed with, the ledger root and the entry it covers, the liabilities root. */
export function CheckpointKeys({ checkpoint }: { checkpoint: TCheckpoint }) {
  const { t } = useTranslation();
  return (
    <dl className="tp-facts">
      <div className="tp-fact">
        <dt>{t('transparency.signature.publicKey')}</dt>
        <dd>
          <HexValue value={checkpoint.publicKey} what={t('transparency.signature.publicKey')} testId="public-key" />
          <p className="tp-hint">{t('transparency.signature.keyHint')}</p>
        </dd>
      </div>
      <div className="tp-fact">
        <dt>{t('transparency.ledgerRoot')}</dt>
        <dd>
          <HexValue value={checkpoint.root} what={t('transparency.ledgerRoot')} />
          <span className="tp-hint">{t('transparency.ledgerEntry', { id: checkpoint.ledgerEntryId })}</span>
        </dd>
      </div>
      <div className="tp-fact">
        <dt>{t('transparency.liabilitiesRoot')}</dt>
        <dd>
          <HexValue value={checkpoint.liabilitiesRoot} what={t('transparency.liabilitiesRoot')} testId="liabilities-root" />
        </dd>
      </div>
    </dl>
  );
}
