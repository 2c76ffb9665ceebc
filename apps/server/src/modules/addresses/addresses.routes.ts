import type { FastifyInstance } from 'fastify';
import { addressAddCall, addressDeleteCall, addressEditCall, addressListCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { addAddress } from './add-address.js';
import { addressesRepository } from './addresses.repository.js';
import { editAddress } from './edit-address.js';
import { presentAddress } from './present-address.js';

/**
 * The withdrawal address book: add, list, edit, delete, each only on the caller's own entries.
 * Adding and editing need the fund password and an 'address' code (address-guard.ts).
 */
export function addressesRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: addressAddCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await addAddress(deps, user.userId, input), msg: 'createdSuccess' }),
  });

  defineRoute(app, deps, {
    call: addressListCall,
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
    call: addressEditCall,
    auth: true,
    handler: async ({ user, input }) => ({ data: await editAddress(deps, user.userId, input), msg: 'modifySuccess' }),
  });

  defineRoute(app, deps, {
    call: addressDeleteCall,
    auth: true,
    handler: async ({ user, input }) => {
      if (!(await addressesRepository.deleteOwned(deps.db, user.userId, BigInt(input.id)))) throw new AppError('noData');
      return { msg: 'deletedSuccess' };
    },
  });
}
