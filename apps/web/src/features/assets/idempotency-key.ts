/**
 * A fresh Idempotency-Key (docs/api.md §1.12): 128 random bits in hex. getRandomValues works on plain
 * http too, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
