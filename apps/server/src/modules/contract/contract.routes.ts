import type { FastifyInstance } from 'fastify';
import {
  contractAccountCall,
  contractCancelCall,
  contractCloseCall,
  contractConfigCall,
  contractDetailCall,
  contractListCall,
  contractOpenCall,
  contractUpdateCall,
  findContractMarket,
} from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from '../../platform/db/paging.js';
import type { TDeps } from '../../platform/deps.js';
import { priceTicksRepository } from '../prices/price-ticks.repository.js';
import { cancelPending } from './cancel-pending.js';
import { closePosition } from './close-position.js';
import { getContractAccount } from './contract-account.js';
import { getContractConfig } from './contract-config.js';
import type { TContractEngine } from './contract-engine.js';
import { findOwnOrder, presentOrder, presentTick, type TContractOrderRow } from './contract-orders.js';
import { openPosition } from './open-position.js';
import { updateStops } from './update-stops.js';
import { contractRepository } from './contract.repository.js';

/** The rows a list status covers: history is every settled or cancelled order. */
const LIST_STATUSES = {
  pending: ['pending'],
  holding: ['holding'],
  history: ['finished', 'liquidated', 'closed', 'cancelled'],
} as const;

/**
 * Leveraged contracts (issue 13): config, open, update, close, cancel, list, detail, account.
 * The trading calls carry `product: 'contract'` (the one access check); every order is its
 * owner's alone (another user's id answers noData).
 */
export function contractRoutes(app: FastifyInstance, deps: TDeps, engine: TContractEngine): void {
  const mark = (symbol: string) => deps.priceTicks.latest(symbol);
  const present = (row: TContractOrderRow) => presentOrder(row, mark(row.symbol), deps.clock.now());

  defineRoute(app, deps, {
    call: contractConfigCall,
    handler: async ({ request }) => ({ data: await getContractConfig(deps, request.sessionUser?.userId ?? null) }),
  });

  defineRoute(app, deps, {
    call: contractOpenCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => {
      const row = await openPosition(deps, user.userId, input);
      engine.track(row);
      const order = present(row);
      return row.status === 'pending' ? { data: order, msg: 'contractPlaced', msgVars: { price: order.buyPrice } } : { data: order, msg: 'contractOpened' };
    },
  });

  defineRoute(app, deps, {
    call: contractUpdateCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => {
      const row = await updateStops(deps, user.userId, input);
      engine.track(row);
      return { data: present(row), msg: 'contractUpdated' };
    },
  });

  defineRoute(app, deps, {
    call: contractCloseCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => {
      const row = await closePosition(deps, user.userId, BigInt(input.orderId));
      engine.track(row);
      // Still holding: closed at a tick whose payout waits for the house's capital (close-position.ts).
      if (row.status === 'holding') return { data: present(row), msg: 'contractCloseWaiting' };
      return { data: present(row), msg: 'contractClosed' };
    },
  });

  defineRoute(app, deps, {
    call: contractCancelCall,
    auth: true,
    isSmall: true,
    handler: async ({ user, input }) => {
      const row = await cancelPending(deps, user.userId, BigInt(input.orderId));
      engine.track(row);
      return { data: present(row), msg: 'contractCancelled' };
    },
  });

  defineRoute(app, deps, {
    call: contractListCall,
    auth: true,
    handler: async ({ user, input }) => {
      let symbol: string | undefined;
      if (input.symbol) {
        const market = findContractMarket(input.symbol);
        if (!market) throw new AppError('marketNotFound');
        symbol = market.symbol;
      }
      return { data: await pageOf(contractRepository.userOrdersQuery(deps.db, user.userId, LIST_STATUSES[input.status], symbol), input, present) };
    },
  });

  defineRoute(app, deps, {
    call: contractDetailCall,
    auth: true,
    handler: async ({ user, input }) => {
      const row = await findOwnOrder(deps.db, user.userId, BigInt(input.orderId));
      if (!row) throw new AppError('noData');
      const tickOf = async (id: bigint | null) => {
        if (id === null) return null;
        // The first tick after id − 1 is the tick itself (ids are never reused).
        const [tick] = await priceTicksRepository.after(deps.db, id - 1n, 1);
        return tick && tick.id === id ? presentTick(tick) : null;
      };
      return { data: { ...present(row), openTick: await tickOf(row.open_tick_id), closeTick: await tickOf(row.close_tick_id) } };
    },
  });

  defineRoute(app, deps, {
    call: contractAccountCall,
    auth: true,
    handler: async ({ user }) => ({ data: await getContractAccount(deps, user.userId) }),
  });
}
