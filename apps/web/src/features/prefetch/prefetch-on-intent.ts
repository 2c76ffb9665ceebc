/**
 * From the user's first touch, click, key or scroll, in the browser's idle time, runs `loaders` one
 * after the other (the screens a user most likely opens next), so the tap that opens one shows it at
 * once. A visitor who only looks spends no bytes on them, and the first screen's own code and data
 * are never slowed by them. A failure is left to the tap that needs the screen.
 */
export function prefetchOnIntent(loaders: (() => Promise<unknown>)[]): void {
  // Safari has no requestIdleCallback: there the next one simply follows.
  const idle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  const loadNext = (index: number) => {
    if (index >= loaders.length) return;
    idle(() => {
      void loaders[index]()
        .catch(() => undefined)
        .then(() => loadNext(index + 1));
    });
  };
  const INTENT = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  const start = () => {
    for (const type of INTENT) window.removeEventListener(type, start, true);
    loadNext(0);
  };
  for (const type of INTENT) window.addEventListener(type, start, { capture: true, passive: true });
}
