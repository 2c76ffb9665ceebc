import { useTranslation } from 'react-i18next';
import type { TVerification } from '../proof-verification';
import { HexValue } from './hex-value';
import { NodeSums } from './node-sums';

/**
 * The climb the browser computed, leaf to root: the user's balances, then at each level the sibling
 * it was paired with (its side, hash and sums) and the node that made. Stops where a refusal stopped it.
 */
export function ClimbSteps({ verification }: { verification: TVerification }) {
  const { t } = useTranslation();
  const { steps, assets, decimals } = verification;
  const last = steps.length - 1;
  return (
    <ol className="tp-climb" aria-label={t('transparency.verify.steps')}>
      {steps.map(({ step, sibling, node }) => (
        <li key={step} className="tp-climb__step" data-testid="climb-step">
          <div className="tp-climb__title">
            {step === 0 ? t('transparency.verify.leaf') : t('transparency.verify.level', { level: step })}
            {step === last && step > 0 && !verification.failure && <span className="tp-badge">{t('transparency.verify.root')}</span>}
          </div>
          {sibling && (
            <div className="tp-climb__line">
              <span className="tp-climb__label">{t(sibling.side === 'left' ? 'transparency.verify.siblingLeft' : 'transparency.verify.siblingRight')}</span>
              <HexValue value={sibling.hash} what={t('transparency.verify.sibling')} />
              <NodeSums sums={sibling.sums} assets={assets} decimals={decimals} />
            </div>
          )}
          <div className="tp-climb__line">
            <span className="tp-climb__label">{t(step === 0 ? 'transparency.verify.hash' : 'transparency.verify.result')}</span>
            <HexValue value={node.hash} what={t('transparency.verify.hash')} testId={step === last ? 'computed-root' : undefined} />
            <NodeSums sums={node.sums} assets={assets} decimals={decimals} />
          </div>
        </li>
      ))}
    </ol>
  );
}
