import { z } from 'zod';
import { ZIdString } from '../api/fields.js';

/** A write under the two-person rule answers this (and msg "approvalRequested") instead of acting. */
export const ZApprovalPending = z.strictObject({ approvalId: ZIdString, pending: z.literal(true) });
