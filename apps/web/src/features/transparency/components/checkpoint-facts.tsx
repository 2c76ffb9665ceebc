import type { TCheckpoint } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/format-date';
import { formatNumber } from '../../format/format-number';
import { useLocaleStore } from '../../locale/locale-store';
import type { TChainState } from '../checkpoint-chain';
import type { TSignatureState } from '../use-checkpoint-signature';
import { ChainStatus } from './chain-status';
import { SignatureStatus } from './signature-status';

type TProps = { checkpoint: TCheckpoint; signature: TSignatureState; chain: TChainState | null };

/**
 * A checkpoint at a glance: when, how many users and ledger accounts it counts, its signature and its
 * links to the checkpoints before it, as the browser found them.
 */
export function CheckpointFacts({ checkpoint, signature, chain }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <dl className="tp-facts" data-testid="checkpoint" data-id={checkpoint.id}>
      <div className="tp-fact">
        <dt>{t('transparency.time')}</dt>
        <dd>
          <bdi>{formatDateTime(checkpoint.time, lang, { seconds: true })}</bdi>
        </dd>
      </div>
      <div className="tp-fact">
        <dt>{t('transparency.countedLabel')}</dt>
        <dd>{t('transparency.counted', { users: formatNumber(checkpoint.users, lang), accounts: formatNumber(checkpoint.accounts, lang) })}</dd>
      </div>
      <div className="tp-fact">
        <dt>{t('transparency.signature.label')}</dt>
        <dd>
          <SignatureStatus state={signature} />
        </dd>
      </div>
      <div className="tp-fact">
        <dt>{t('transparency.chain.label')}</dt>
        <dd>
          <ChainStatus chain={chain} />
        </dd>
      </div>
    </dl>
  );
}
