/**
 * TanStack Query keys of the transparency data. The checkpoints are public (no user in the key); a
 * signature check is keyed by what it covers, so a changed checkpoint is checked again.
 */
export const transparencyKeys = {
  checkpoints: (page: number) => ['transparency', 'checkpoints', page] as const,
  signature: (id: number, signature: string, publicKey: string) => ['transparency', 'signature', id, signature, publicKey] as const,
};
