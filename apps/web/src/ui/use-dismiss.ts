import { useEffect, type RefObject } from 'react';

/**
 * While `isOpen`, a press outside `root` or the Escape key closes it (popovers and menus). `setOpen`
 * is the state setter, stable across renders, so the listeners are added once per opening.
 */
export function useDismiss(root: RefObject<HTMLElement | null>, isOpen: boolean, setOpen: (isOpen: boolean) => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, isOpen, setOpen]);
}
