/**
 * The durable job that sends an approved withdrawal on a watched chain: queued here with the
 * approval (review-withdrawal.ts), run by the signer process (modules/chain/signer-jobs.ts).
 */
export const SEND_WITHDRAWAL_JOB = 'chain.withdraw';
