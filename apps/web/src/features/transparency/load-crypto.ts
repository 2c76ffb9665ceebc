import type { TProofCrypto } from './proof-verification';

let loading: Promise<TProofCrypto> | null = null;

/** The browser's verification cryptography (browser-crypto.ts), as its own chunk, fetched once. */
export function loadCrypto(): Promise<TProofCrypto> {
  loading ??= import('./browser-crypto').then((m) => m.browserCrypto);
  // A failed download (a flaky network) may be tried again.
  loading.catch(() => (loading = null));
  return loading;
}
