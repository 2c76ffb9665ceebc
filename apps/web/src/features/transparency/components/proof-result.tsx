import { useTranslation } from 'react-i18next';
import type { TProofCheck } from '../use-proof-verification';
import { useProofDownload } from '../use-proof-download';
import { ClimbSteps } from './climb-steps';
import { VerifyOutcome } from './verify-outcome';

/** The script a user runs on the downloaded proof (docs/transparency.md), against this site's checkpoints. */
const scriptCommand = () => `node scripts/verify-proof.mjs proof.json ${window.location.origin}/bb/transparency/checkpoints`;

/**
 * What "verify my balances" found: no checkpoint holds the user yet, or the verdict, the climb step
 * by step, and the proof to download for checking it again outside the browser.
 */
export function ProofResult({ check }: { check: TProofCheck }) {
  const { t } = useTranslation();
  const download = useProofDownload(check.kind === 'checked' ? check.proof : null);
  if (check.kind === 'absent') {
    return <p className="tp-outcome tp-outcome--wait" role="status" data-testid="verify-outcome" data-state="absent">{t('transparency.verify.absent')}</p>;
  }
  const { verification } = check;
  return (
    <div className="tp-result">
      <VerifyOutcome verification={verification} />
      {verification.steps.length > 0 && (
        <>
          <h3 className="tp-subtitle">{t('transparency.verify.steps')}</h3>
          <ClimbSteps verification={verification} />
        </>
      )}
      {download && (
        <div className="tp-download">
          <a href={download} download={`proof-checkpoint-${verification.checkpointId ?? 'unknown'}.json`} className="tp-link" data-testid="proof-download">
            {t('transparency.verify.download')}
          </a>
          <p className="tp-hint">{t('transparency.verify.script')}</p>
          <code dir="ltr" className="tp-mono tp-mono--wrap tp-command">{scriptCommand()}</code>
        </div>
      )}
    </div>
  );
}
