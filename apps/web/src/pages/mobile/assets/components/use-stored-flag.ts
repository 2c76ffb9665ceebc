import { useState } from 'react';

/** A yes/no display preference kept in localStorage (hide amounts, hide small assets), per device. */
export function useStoredFlag(key: string, initial = false): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? initial : stored === '1';
    } catch {
      return initial;
    }
  });
  const update = (next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(key, next ? '1' : '0');
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  };
  return [value, update];
}
