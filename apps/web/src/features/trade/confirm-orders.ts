import { create } from 'zustand';

/** Where the choice is kept, per browser: "0" after "don't ask again", absent or "1" to ask. */
export const CONFIRM_ORDERS_KEY = 'trade.confirmOrders';

type TStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether orders are confirmed before placing: yes unless the user said "don't ask again". */
export function readConfirmOrders(storage: TStorage | undefined): boolean {
  try {
    return storage?.getItem(CONFIRM_ORDERS_KEY) !== '0';
  } catch {
    return true;
  }
}

export function writeConfirmOrders(storage: TStorage | undefined, isOn: boolean): void {
  try {
    storage?.setItem(CONFIRM_ORDERS_KEY, isOn ? '1' : '0');
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

const browserStorage = (): TStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The "confirm before placing" preference, shared by every order form of the page (both sides of
 * the desktop form, the mobile form, and the toggle that turns it back on), kept in localStorage.
 */
export const useConfirmOrders = create<{ isOn: boolean; setOn: (isOn: boolean) => void }>((set) => ({
  isOn: readConfirmOrders(browserStorage()),
  setOn: (isOn) => {
    writeConfirmOrders(browserStorage(), isOn);
    set({ isOn });
  },
}));
