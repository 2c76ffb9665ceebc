import { useEffect, useState } from 'react';

/**
 * A download address for the proof exactly as the server sent it (a JSON file for
 * scripts/verify-proof.mjs), released when the proof changes or the page closes.
 */
export function useProofDownload(proof: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (proof === undefined || proof === null) return setUrl(null);
    const made = URL.createObjectURL(new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [proof]);
  return url;
}
