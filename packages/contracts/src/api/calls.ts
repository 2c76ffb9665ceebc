import { API_KEY_CALLS } from '../binance/key-calls.js';
import type { TCall } from './define-call.js';
import { productAcceptCall, productListCall } from '../products/calls.js';
import { generatedHistoryCall, priceTicksCall } from '../prices/calls.js';
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
import { ACCOUNT_CALLS } from '../accounts/calls.js';
import { WALLET_BOOK_CALLS } from '../wallets/book-calls.js';
import { CHAIN_CALLS } from '../wallets/chain-calls.js';
import { TRANSPARENCY_CALLS } from '../transparency/calls.js';
import { DEMO_FUNDS_CALLS } from '../demo/demo-funds.js';
import { CONTENT_CALLS } from '../content/calls.js';
import { REFERENCE_CALLS } from '../reference/calls.js';
import { PARAMS_CALLS } from '../params/calls.js';
import { DEV_CALLS } from '../dev/calls.js';
import { FILES_CALLS } from '../files/calls.js';

/**
 * Every declared /bb call, in the order the docs show them (groups in order of first
 * appearance). `npm run docs:api` writes docs/api-calls.md and docs/openapi.json from this list; a
 * test fails when those files are stale, and another when a listed call is not a route of the
 * server. A new declared call is added here, or it is neither documented nor checked.
 */
export const API_CALLS: readonly TCall[] = [
  ...ACCOUNT_CALLS,
  userInfoCall,
  userUpdateCountryCall,
  productListCall,
  productAcceptCall,
  ...FILES_CALLS,
  ...PARAMS_CALLS,
  ...REFERENCE_CALLS,
  ...CONTENT_CALLS,
  ...DEV_CALLS,
  assetsCall,
  transferCall,
  assetRecordsCall,
  ...WALLET_BOOK_CALLS,
  ...CHAIN_CALLS,
  ...TRANSPARENCY_CALLS,
  ...DEMO_FUNDS_CALLS,
  spotPlaceCall,
  spotCancelCall,
  spotListCall,
  spotDetailCall,
  tickersCall,
  klineCall,
  depthCall,
  marketTradesCall,
  priceTicksCall,
  generatedHistoryCall,
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
  ...API_KEY_CALLS,
];
