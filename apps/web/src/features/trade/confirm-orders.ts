import { create } from 'zustand';

/** Where the choice is kept, per browser: "0" after "don't ask again", absent or "1" to ask. */
export const CONFIRM_ORDERS_KEY = 'trade.confirmOrders';

type TStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the contract opening's choice is kept, the same way (its own, so one "don't ask again" does not silence the other). */
export const CONFIRM_CONTRACT_OPEN_KEY = 'contract-confirm-open';

/** Whether orders are confirmed before placing: yes unless the user said "don't ask again". */
export function readConfirmOrders(storage: TStorage | undefined, key: string = CONFIRM_ORDERS_KEY): boolean {
  try {
    return storage?.getItem(key) !== '0';
  } catch {
    return true;
  }
}

export function writeConfirmOrders(storage: TStorage | undefined, isOn: boolean, key: string = CONFIRM_ORDERS_KEY): void {
  try {
    storage?.setItem(key, isOn ? '1' : '0');
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

const browserStorage = (): TStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** A "confirm before" preference kept in localStorage under `key`, shared by every form and toggle of the page. */
const confirmPreference = (key: string) =>
  create<{ isOn: boolean; setOn: (isOn: boolean) => void }>((set) => ({
    isOn: readConfirmOrders(browserStorage(), key),
    setOn: (isOn) => {
      writeConfirmOrders(browserStorage(), isOn, key);
      set({ isOn });
    },
  }));

/** Spot: both sides of the desktop form, the mobile form, and the toggle that turns it back on. */
export const useConfirmOrders = confirmPreference(CONFIRM_ORDERS_KEY);

/** Contracts: "Open up" and "Open down" on both interfaces, and their toggle. */
export const useConfirmContractOpen = confirmPreference(CONFIRM_CONTRACT_OPEN_KEY);
