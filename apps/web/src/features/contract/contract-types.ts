import type {
  contractAccountCall,
  contractConfigCall,
  contractDetailCall,
  contractListCall,
  priceTicksCall,
  TContractOrder,
  TContractPush,
} from '@exchange/contracts';
import type { z } from 'zod';

/** The answers of the contract calls, typed from their response schemas in packages/contracts. */
export type TContractConfig = z.output<typeof contractConfigCall.response>;
export type TContractMarketConfig = TContractConfig['markets'][number];
export type TContractAccount = z.output<typeof contractAccountCall.response>;
export type TContractDetail = z.output<typeof contractDetailCall.response>;
export type TContractPage = z.output<typeof contractListCall.response>;
export type TPriceTicks = z.output<typeof priceTicksCall.response>;
export type { TContractOrder, TContractPush };

/** The three lists of SPEC §2's contract screens: open orders waiting for a price, positions, and history. */
export type TContractListStatus = 'pending' | 'holding' | 'history';

export type TContractOpenInput = {
  symbol: string;
  direction: 'up' | 'down';
  multiple: number;
  openAmount: string;
  type: 'market' | 'limit';
  price: string;
  stopLoss: string;
  takeProfit: string;
};
