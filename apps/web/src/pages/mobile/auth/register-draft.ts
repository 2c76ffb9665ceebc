import { create } from 'zustand';
import type { TRegisterInput } from '../../../features/auth/register';

/**
 * The registration form between the form and the code-entry screen. Kept in memory only: passwords
 * never go into the history state, which the browser may persist.
 */
export const useRegisterDraft = create<{ draft: TRegisterInput | null; setDraft: (d: TRegisterInput | null) => void }>((set) => ({
  draft: null,
  setDraft: (draft) => set({ draft }),
}));
