/**
 * The contracts package's one entry to leveraged-contract arithmetic: the exact position math
 * (position-math.ts), settlement (settle.ts) and the house's worst case (house.ts). Those three
 * import position-math.ts, never this file, so they form no import loop.
 */
export * from './position-math.js';
export { settle, closeReasonAt, isStopOnRightSide } from './settle.js';
export type { TSettleReason, TSettleRates, TSettlement, TStopKind } from './settle.js';
export { houseWorstCaseLoss, canHouseCover, positionWorstCase } from './house.js';
export type { TWorstCasePosition } from './house.js';
