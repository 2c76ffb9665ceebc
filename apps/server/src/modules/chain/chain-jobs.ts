/**
 * The durable jobs of the chain (issue 28), by who runs them:
 * - the signer process (cli/signer.ts, the only holder of keys): `chain.sweep` (a credited deposit
 *   to the hot wallet; a token first gets its gas from the hot wallet), `chain.withdraw` (an approved
 *   withdrawal from the hot wallet), `chain.bump` (a dropped transaction signed again with the same
 *   nonce and a higher fee), `chain.cold` (the hot wallet's surplus above its ceiling to the cold address);
 * - any jobs process (main.ts): `chain.track`, which broadcasts a signed transaction (again, until
 *   it is mined) and books its outcome once it has its confirmations.
 */
export const SWEEP_JOB = 'chain.sweep';
export { SEND_WITHDRAWAL_JOB as WITHDRAW_JOB } from '../withdrawals/on-chain.js';
import { SEND_WITHDRAWAL_JOB as WITHDRAW_JOB } from '../withdrawals/on-chain.js';
export const BUMP_JOB = 'chain.bump';
export const COLD_JOB = 'chain.cold';
export const TRACK_JOB = 'chain.track';

/** The kinds only the signer may run. */
export const SIGNER_JOBS = [SWEEP_JOB, WITHDRAW_JOB, BUMP_JOB, COLD_JOB] as const;
