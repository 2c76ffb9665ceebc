/** Kept for the imports that name it here; the pair of amount formats lives in format/format-amount.ts. */
export { formatExact } from '../format/format-amount';
