import type { Generated } from 'kysely';
import type { TLedgerTables } from './schema-ledger.js';
import type { TSpotTables } from './schema-spot.js';
import type { TContractTables } from './schema-contract.js';
import type { TSecondsTables } from './schema-seconds.js';
import type { TMessagesTables } from './schema-messages.js';
import type { TKycTables } from './schema-kyc.js';
import type { TInvitesTables } from './schema-invites.js';
import type { TScoreTables } from './schema-score.js';
import type { TCatalogTables } from './schema-catalog.js';
import type { TFundTables } from './schema-fund.js';
import type { TLaunchpadTables } from './schema-launchpad.js';
import type { TFlashTables } from './schema-flash.js';
import type { TFiatTables } from './schema-fiat.js';
import type { TOperatorTables } from './schema-operators.js';
import type { TDisclosureTables } from './schema-disclosures.js';
import type { TSettlementTables } from './schema-settlement.js';
import type { TTwoFactorTables } from './schema-two-factor.js';
import type { TBinanceTables } from './schema-binance.js';
import type { TChainTables } from './schema-chain.js';

/**
 * Table types. Every integer column is BIGINT (INTEGER in SQLite) and reads as `bigint` on both
 * dialects, so that money, ids and epoch-millisecond times share one exact representation.
 */
export type TUsersTable = {
  id: Generated<bigint>;
  uid: string;
  email: string | null;
  area_code: string | null;
  phone: string | null;
  phone_account: string | null;
  password_hash: string;
  fund_password_hash: string | null;
  invitation_code: string;
  referrer_id: bigint | null;
  icon: string | null;
  kyc_status: bigint;
  /** ISO 3166-1 alpha-2, declared at registration or in the profile (migration 0011). */
  country: string | null;
  /** The country of the verified identity document; once set it wins over `country`. */
  kyc_country: string | null;
  score: bigint;
  /** Set when an operator stopped the account logging in (migration 0024), with the reason. */
  login_disabled_at: bigint | null;
  login_disabled_reason: Generated<string>;
  created_at: bigint;
  updated_at: bigint;
};

export type TReferralsTable = { user_id: bigint; ancestor_id: bigint; level: bigint };

export type TSessionsTable = {
  id: Generated<bigint>;
  user_id: bigint;
  token_hash: string;
  created_at: bigint;
  last_seen_at: bigint;
  expires_at: bigint;
  revoked_at: bigint | null;
  ip: string | null;
  user_agent: string | null;
};

export type TVerificationCodesTable = {
  id: Generated<bigint>;
  channel: 'email' | 'sms';
  target: string;
  /** The token purposes and the security ones (withdraw, address); the column is plain text. */
  purpose: 'register' | 'forget' | 'bind' | 'withdraw' | 'address' | 'apiKey';
  code_hash: string;
  created_at: bigint;
  expires_at: bigint;
  attempts: bigint;
  verified_at: bigint | null;
  consumed_at: bigint | null;
};

export type TOutboxTable = {
  id: Generated<bigint>;
  channel: 'email' | 'sms';
  target: string;
  purpose: string;
  code: string;
  created_at: bigint;
};

export type TParamsTable = {
  name: string;
  value: string;
  description: string;
  is_public: bigint;
  updated_at: bigint;
  updated_by: string;
};

export type TFilesTable = {
  id: string;
  owner_id: bigint;
  kind: string;
  mime: string;
  size: bigint;
  created_at: bigint;
};

export type TOperatorActionsTable = {
  id: Generated<bigint>;
  operator: string;
  action: string;
  subject: string;
  detail: string;
  /** Why (migration 0024): the operator's words; '' for actions recorded before. */
  reason: Generated<string>;
  /** JSON of the state the action changed, before and after ('null' when none). */
  before: Generated<string>;
  after: Generated<string>;
  /** The second operator who approved it (two-person rule), or null. */
  approved_by: string | null;
  created_at: bigint;
  /** Chained to the previous action (platform/integrity/chain-hash.ts actionHash). */
  hash: string;
};

export type TContentPagesTable = {
  type: bigint;
  locale: string;
  title: string;
  content: string;
  updated_at: bigint;
  updated_by: string;
};

export type THelpTabsTable = {
  id: Generated<bigint>;
  slug: string;
  sort_order: bigint;
  is_visible: Generated<bigint>;
  created_at: bigint;
};

export type THelpTabTextsTable = {
  tab_id: bigint;
  locale: string;
  title: string;
  updated_at: bigint;
  updated_by: string;
};

export type THelpArticlesTable = {
  id: Generated<bigint>;
  slug: string;
  tab_id: bigint;
  sort_order: bigint;
  is_visible: Generated<bigint>;
  created_at: bigint;
};

export type THelpArticleTextsTable = {
  article_id: bigint;
  locale: string;
  title: string;
  summary: string;
  content: string;
  updated_at: bigint;
  updated_by: string;
};

/** Fixed-window limit counters shared by every process (migration 0008, rate-limiter.ts). */
export type TRateLimitsTable = {
  key: string;
  window_end: bigint;
  count: bigint;
};

/** One-time proofs of a verified code, for the registration that follows (migration 0008). */
export type TVerificationTokensTable = {
  token_hash: string;
  target: string;
  purpose: 'register' | 'forget' | 'bind';
  code_id: bigint;
  expires_at: bigint;
  used_at: bigint | null;
};

/** Every index price used for anything, append-only (migration 0011, modules/prices). */
export type TPriceTicksTable = {
  id: Generated<bigint>;
  symbol: string;
  price: bigint;
  method: 'median' | 'demo';
  sources: string;
  observed_at: bigint;
  /** Chained to the previous tick (platform/integrity/chain-hash.ts tickHash). */
  hash: string;
};

/** The heads of the single chains, price_ticks and operator_actions (migration 0035). */
export type TIntegrityHeadsTable = { name: string; hash: string };

/** Signed checkpoints (modules/transparency): `body` is the published checkpoint without its signature. */
export type TCheckpointsTable = {
  id: Generated<bigint>;
  created_at: bigint;
  ledger_entry_id: bigint;
  tick_id: bigint;
  audit_id: bigint;
  root: string;
  body: string;
  signature: string;
  public_key: string;
};

/** Each user's leaf of a checkpoint's Merkle-sum tree: its salt and balances (comma-separated ledger units, the checkpoint's asset order). */
export type TLiabilityLeavesTable = { checkpoint_id: bigint; leaf_index: bigint; user_id: bigint; salt: string; balances: string };

/** Durable timed work (migration 0011, platform/jobs). */
export type TJobsTable = {
  id: Generated<bigint>;
  kind: string;
  key: string;
  payload: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  due_at: bigint;
  attempts: bigint;
  max_attempts: bigint;
  lease_owner: string | null;
  lease_until: bigint | null;
  last_error: string | null;
  created_at: bigint;
  updated_at: bigint;
  finished_at: bigint | null;
};

/** Each product's access rules (migration 0011, modules/products). */
export type TProductsTable = {
  code: string;
  enabled: bigint;
  restricted_countries: string;
  kyc_level: bigint;
  disclosure_version: bigint;
  updated_at: bigint;
  updated_by: string;
};

export type TProductAcceptancesTable = {
  user_id: bigint;
  product: string;
  version: bigint;
  accepted_at: bigint;
  ip: string | null;
};

/** Work one process at a time may do (migration 0012, platform/leases.ts). */
export type TLeasesTable = { name: string; owner: string; expires_at: bigint };

export type TDatabase = TLedgerTables & TSpotTables & TContractTables & TSecondsTables & TMessagesTables & TKycTables & TInvitesTables & TScoreTables & TCatalogTables & TFundTables & TLaunchpadTables & TFiatTables & TFlashTables & TOperatorTables & TDisclosureTables & TSettlementTables & TTwoFactorTables & TBinanceTables & TChainTables & {
  leases: TLeasesTable;
  price_ticks: TPriceTicksTable;
  integrity_heads: TIntegrityHeadsTable;
  checkpoints: TCheckpointsTable;
  liability_leaves: TLiabilityLeavesTable;
  jobs: TJobsTable;
  products: TProductsTable;
  product_acceptances: TProductAcceptancesTable;
  users: TUsersTable;
  referrals: TReferralsTable;
  sessions: TSessionsTable;
  verification_codes: TVerificationCodesTable;
  verification_tokens: TVerificationTokensTable;
  rate_limits: TRateLimitsTable;
  outbox: TOutboxTable;
  params: TParamsTable;
  files: TFilesTable;
  operator_actions: TOperatorActionsTable;
  content_pages: TContentPagesTable;
  help_tabs: THelpTabsTable;
  help_tab_texts: THelpTabTextsTable;
  help_articles: THelpArticlesTable;
  help_article_texts: THelpArticleTextsTable;
};
