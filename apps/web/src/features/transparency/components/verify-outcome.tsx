import { useTranslation } from 'react-i18next';
import type { TVerification, TVerifyFailure } from '../proof-verification';
import { HexValue } from './hex-value';
import { StatusIcon } from './status-icon';

/** The catalog key and values of a refusal's reason. */
function reasonOf(failure: TVerifyFailure): [string, Record<string, string | number>] {
  switch (failure.reason) {
    case 'negative':
      return ['transparency.verify.reason.negative', { step: failure.step }];
    case 'sums':
    case 'liabilities':
      return [`transparency.verify.reason.${failure.reason}`, { asset: failure.asset }];
    case 'checkpoint':
    case 'signature':
    case 'key':
      return [`transparency.verify.reason.${failure.reason}`, { id: failure.id }];
    default:
      return [`transparency.verify.reason.${failure.reason}`, {}];
  }
}

/** The two roots of a refusal on a root: computed here, and the one the proof or the signed checkpoint holds. */
function Roots({ failure }: { failure: TVerifyFailure }) {
  const { t } = useTranslation();
  const pair = failure.reason === 'root' ? [failure.computed, failure.expected] : failure.reason === 'signedRoot' ? [failure.computed, failure.signed] : null;
  if (!pair) return failure.reason === 'format' ? <code dir="ltr" className="tp-mono">{failure.detail}</code> : null;
  return (
    <dl className="tp-roots">
      <div><dt>{t('transparency.verify.computed')}</dt><dd><HexValue value={pair[0]} what={t('transparency.verify.computed')} /></dd></div>
      <div><dt>{t('transparency.verify.expected')}</dt><dd><HexValue value={pair[1]} what={t('transparency.verify.expected')} /></dd></div>
    </dl>
  );
}

/** The verdict of the browser's check: included in checkpoint #N, or refused with its reason. */
export function VerifyOutcome({ verification }: { verification: TVerification }) {
  const { t } = useTranslation();
  const { failure } = verification;
  if (!failure) {
    return (
      <div className="tp-outcome tp-outcome--ok" role="status" data-testid="verify-outcome" data-state="included">
        <p className="tp-outcome__title"><StatusIcon isOk />{t('transparency.verify.ok', { id: verification.checkpointId })}</p>
        <p>{t('transparency.verify.okDetail')}</p>
      </div>
    );
  }
  const [key, values] = reasonOf(failure);
  return (
    <div className="tp-outcome tp-outcome--bad" role="alert" data-testid="verify-outcome" data-state="refused" data-reason={failure.reason}>
      <p className="tp-outcome__title"><StatusIcon isOk={false} />{t('transparency.verify.refused')}</p>
      <p>{t(key, values)}</p>
      <Roots failure={failure} />
    </div>
  );
}
