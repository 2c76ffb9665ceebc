import type { Generated } from 'kysely';

/** Tables of new-coin subscriptions (migration 20261125-0021-launchpad, modules/launchpad). */
export type TLaunchProjectsTable = {
  id: Generated<bigint>;
  symbol: string;
  scale: bigint;
  /** Token units for sale, escrowed at creation. */
  supply: bigint;
  /** USDT units per whole token. */
  price: bigint;
  /** USDT units. */
  min_commit: bigint;
  /** USDT units per user, all commitments counted. */
  buy_limit: bigint;
  start_at: bigint;
  end_at: bigint;
  lock_days: bigint;
  unlock_at: bigint;
  status: 'scheduled' | 'allocated' | 'released' | 'cancelled';
  committed_total: bigint;
  participants: bigint;
  allocated_total: bigint;
  /** JSON array of image paths or https addresses, the logo first. */
  images: string;
  created_at: bigint;
  created_by: string;
  allocated_at: bigint | null;
  released_at: bigint | null;
};

export type TLaunchTextsTable = {
  project_id: bigint;
  locale: string;
  name: string;
  summary: string;
  roadshow: string;
  /** JSON array of { label, value }. */
  token_info: string;
};

export type TLaunchSubscriptionsTable = {
  id: Generated<bigint>;
  project_id: bigint;
  user_id: bigint;
  committed: bigint;
  allocated: bigint;
  cost: bigint;
  refund: bigint;
  status: 'pending' | 'allocated' | 'released';
  created_at: bigint;
  updated_at: bigint;
  allocated_at: bigint | null;
  released_at: bigint | null;
};

export type TLaunchpadTables = {
  launch_projects: TLaunchProjectsTable;
  launch_texts: TLaunchTextsTable;
  launch_subscriptions: TLaunchSubscriptionsTable;
};
