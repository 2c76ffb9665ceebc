import { useEffect, useState } from 'react';
import { needKitLocale } from '../../features/locale/change-language';

type TKit = typeof import('./desktop-kit');

let kit: TKit | null = null;
let loading: Promise<TKit> | null = null;

/** Loads antd (the desktop kit) and its locale once; the first page does without them. */
export function loadKit(): Promise<TKit> {
  loading ??= Promise.all([import('./desktop-kit'), needKitLocale()]).then(([module]) => (kit = module));
  return loading;
}

/** The kit once loaded (starting the load when `isNeeded`), else null. */
export function useKit(isNeeded: boolean): TKit | null {
  const [loaded, setLoaded] = useState<TKit | null>(kit);
  useEffect(() => {
    if (loaded || !isNeeded) return;
    let isLive = true;
    void loadKit().then((module) => isLive && setLoaded(module));
    return () => {
      isLive = false;
    };
  }, [isNeeded, loaded]);
  return loaded ?? kit;
}
