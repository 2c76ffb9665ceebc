import { lazy, Suspense } from 'react';
import './two-factor.css';

// The QR library loads only when a set-up shows a code, not with the security centre's status.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** The otpauth:// address an authenticator app scans, as a QR code named for screen readers. */
export function TotpQr({ url, label, size = 176 }: { url: string; label: string; size?: number }) {
  return (
    <div className="tf-qr" style={{ width: size + 16, height: size + 16 }} data-testid="totp-qr">
      <Suspense fallback={null}>
        {/* The SVG is the image (qrcode.react gives it role="img"), so it carries the name. */}
        <QRCodeSVG value={url} size={size} marginSize={2} role="img" aria-label={label} />
      </Suspense>
    </div>
  );
}

/** The ten recovery codes, numbered, in a grid that reads left to right in every language. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ol className="tf-codes" dir="ltr" data-testid="recovery-codes">
      {codes.map((code) => (
        <li key={code} className="tf-codes__item">
          <code>{code}</code>
        </li>
      ))}
    </ol>
  );
}

/** The base32 secret in groups of four, left to right (aligned with the page), selectable as one piece. */
export function SecretText({ text }: { text: string }) {
  return (
    <div className="tf-secret">
      <bdi dir="ltr" data-testid="totp-secret">
        {text}
      </bdi>
    </div>
  );
}
