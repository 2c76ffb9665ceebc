import type { TCall } from './define-call.js';
import { productAcceptCall, productListCall } from '../products/calls.js';
import { priceTicksCall } from '../prices/calls.js';
import { userInfoCall, userUpdateCountryCall } from '../accounts/schemas.js';
import { spotCancelCall, spotDetailCall, spotListCall, spotPlaceCall } from '../spot/calls.js';
import { assetRecordsCall, assetsCall, transferCall } from '../wallets/calls.js';
import { depthCall, klineCall, marketTradesCall, tickersCall } from '../market-data/calls.js';
import { CONTRACT_CALLS } from '../contract/calls.js';
import { SECONDS_CALLS } from '../seconds/calls.js';
import { SESSIONS_CALLS } from '../sessions/calls.js';
import { SCORE_CALLS } from '../score/calls.js';
import { MESSAGES_CALLS } from '../messages/calls.js';
import { KYC_CALLS } from '../kyc/calls.js';
import { INVITE_CALLS } from '../invites/calls.js';
import { FUND_CALLS } from '../fund/calls.js';
import { LAUNCH_CALLS } from '../launchpad/calls.js';
import { FLASH_CALLS } from '../flash/calls.js';
import { FIAT_CALLS } from '../fiat/calls.js';
import { CATALOG_CALLS } from '../catalog/calls.js';

/**
 * Every declared /bb call, in the order the docs show them (groups in order of first
 * appearance). `npm run docs:api` writes docs/api-calls.md and docs/openapi.json from this list; a
 * test fails when those files are stale, and another when a listed call is not a route of the
 * server. A new declared call is added here, or it is neither documented nor checked.
 */
export const API_CALLS: readonly TCall[] = [
  userInfoCall,
  userUpdateCountryCall,
  productListCall,
  productAcceptCall,
  assetsCall,
  transferCall,
  assetRecordsCall,
  spotPlaceCall,
  spotCancelCall,
  spotListCall,
  spotDetailCall,
  tickersCall,
  klineCall,
  depthCall,
  marketTradesCall,
  priceTicksCall,
  ...CONTRACT_CALLS,
  ...SECONDS_CALLS,
  ...SESSIONS_CALLS,
  ...SCORE_CALLS,
  ...MESSAGES_CALLS,
  ...KYC_CALLS,
  ...INVITE_CALLS,
  ...FUND_CALLS,
  ...LAUNCH_CALLS,
  ...FLASH_CALLS,
  ...FIAT_CALLS,
  ...CATALOG_CALLS,
];
