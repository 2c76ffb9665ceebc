import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { checkAddress, ZAddressAdd, ZAddressDelete, ZAddressEdit, ZAddressList } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import type { TAddressesTable } from '../../platform/db/schema-ledger.js';
import { addressesRepository } from './addresses.repository.js';

const MAX_ADDRESSES = 100;

export function presentAddress(row: Selectable<TAddressesTable>) {
  return { id: Number(row.id), currency: row.currency, chain: row.chain, address: row.address, remark: row.remark, time: Number(row.created_at) };
}

/** The withdrawal address book: add, list, edit, delete, each only on the caller's own entries. */
export function addressesRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    url: '/user/address/add',
    schema: ZAddressAdd,
    auth: true,
    handler: async ({ user, input }) => {
      const currency = input.currency.toUpperCase();
      const chain = input.chain.toUpperCase();
      if (await addressesRepository.findByAddress(deps.db, user.userId, currency, chain, input.address)) throw new AppError('addressExists');
      if ((await addressesRepository.count(deps.db, user.userId)) >= MAX_ADDRESSES) throw new AppError('tooManyRequests');
      const now = BigInt(deps.clock.now());
      const row = await deps.db
        .insertInto('addresses')
        .values({ user_id: user.userId, currency, chain, address: input.address, remark: input.remark, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'currency', 'chain', 'address']).doNothing())
        .returningAll()
        .executeTakeFirst();
      // A twin request that won the race already added it: the unique index decides.
      if (!row) throw new AppError('addressExists');
      return { data: presentAddress(row), msg: 'createdSuccess' };
    },
  });

  defineRoute(app, deps, {
    url: '/user/address/list',
    schema: ZAddressList,
    auth: true,
    handler: async ({ user, input }) => {
      const rows = await addressesRepository.list(deps.db, user.userId, {
        currency: input.currency.toUpperCase(),
        chain: input.chain.toUpperCase(),
      });
      return { data: rows.map(presentAddress) };
    },
  });

  defineRoute(app, deps, {
    url: '/user/address/edit',
    schema: ZAddressEdit,
    auth: true,
    handler: async ({ user, input }) => {
      const row = await addressesRepository.findOwned(deps.db, user.userId, BigInt(input.id));
      if (!row) throw new AppError('noData');
      const address = input.address || row.address;
      const failure = checkAddress(row.currency, row.chain, address, input.remark);
      if (failure) throw new AppError(failure);
      const twin = await addressesRepository.findByAddress(deps.db, user.userId, row.currency, row.chain, address);
      if (twin && twin.id !== row.id) throw new AppError('addressExists');
      const updated = await deps.db
        .updateTable('addresses')
        .set({ address, remark: input.remark, updated_at: BigInt(deps.clock.now()) })
        .where('id', '=', row.id)
        .where('user_id', '=', user.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: presentAddress(updated), msg: 'modifySuccess' };
    },
  });

  defineRoute(app, deps, {
    url: '/user/address/delete',
    schema: ZAddressDelete,
    auth: true,
    handler: async ({ user, input }) => {
      const result = await deps.db
        .deleteFrom('addresses')
        .where('id', '=', BigInt(input.id))
        .where('user_id', '=', user.userId)
        .executeTakeFirst();
      if (result.numDeletedRows !== 1n) throw new AppError('noData');
      return { msg: 'deletedSuccess' };
    },
  });
}
