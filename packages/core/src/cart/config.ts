/**
 * The cart switches (synchronisation, merge, out-of-stock lines, zero prices, the count) with
 * their defaults. A module of its own without imports of hashing, so every page may read it.
 */
import type { CartCountType } from './counts.ts';

/** The cart switches; DEFAULT_CART_CONFIG holds the shop's defaults. */
export interface CartConfig {
  synchronize: boolean;
  synchronizeTotals: boolean;
  serverMergeByDefault: boolean;
  serverSyncCanRemoveLocalItems: boolean;
  serverSyncCanModifyLocalItems: boolean;
  allowOutOfStockInCart: boolean;
  useZeroPriceProduct: boolean;
  stockSynchronize: boolean;
  minicartCountType: CartCountType;
  maxCartBypassAttempts: number;
}

export const DEFAULT_CART_CONFIG: CartConfig = {
  synchronize: true,
  synchronizeTotals: true,
  serverMergeByDefault: true,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
  allowOutOfStockInCart: true,
  useZeroPriceProduct: true,
  stockSynchronize: true,
  minicartCountType: 'quantities',
  maxCartBypassAttempts: 1,
};
