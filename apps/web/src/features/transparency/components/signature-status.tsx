import { useTranslation } from 'react-i18next';
import type { TSignatureState } from '../use-checkpoint-signature';
import { StatusIcon } from './status-icon';

const TEXT: Record<TSignatureState, string> = {
  checking: 'transparency.signature.checking',
  valid: 'transparency.signature.valid',
  invalid: 'transparency.signature.invalid',
  otherKey: 'transparency.signature.otherKey',
  unavailable: 'transparency.signature.unavailable',
};

/** What the browser found of the checkpoint's signature, in words and with a mark. */
export function SignatureStatus({ state }: { state: TSignatureState }) {
  const { t } = useTranslation();
  const tone = state === 'valid' ? 'ok' : state === 'checking' ? 'wait' : 'bad';
  return (
    <span className={`tp-status tp-status--${tone}`} role={tone === 'bad' ? 'alert' : 'status'} data-testid="signature-status" data-state={state}>
      {state !== 'checking' && <StatusIcon isOk={state === 'valid'} />}
      {t(TEXT[state])}
    </span>
  );
}
