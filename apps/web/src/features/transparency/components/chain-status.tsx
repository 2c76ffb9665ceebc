import { useTranslation } from 'react-i18next';
import type { TChainState } from '../checkpoint-chain';
import { StatusIcon } from './status-icon';

/** Whether the checkpoints of the page name each other, in words and with a mark. */
export function ChainStatus({ chain }: { chain: TChainState | null }) {
  const { t } = useTranslation();
  if (!chain) return <span className="tp-status tp-status--wait" role="status">{t('transparency.chain.checking')}</span>;
  const isOk = chain.state !== 'broken';
  return (
    <span className={`tp-status tp-status--${isOk ? 'ok-quiet' : 'bad'}`} role={isOk ? 'status' : 'alert'} data-testid="chain-status" data-state={chain.state}>
      <StatusIcon isOk={isOk} />
      {chain.state === 'linked' ? t('transparency.chain.linked', { id: chain.oldest }) : chain.state === 'first' ? t('transparency.chain.first') : t('transparency.chain.broken', { id: chain.id })}
    </span>
  );
}
