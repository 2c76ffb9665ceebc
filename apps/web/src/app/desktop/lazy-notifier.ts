import { setNotifier, type TNotifier } from '../../features/notify/notify';

type TKind = 'success' | 'error' | 'warning';

let waiting: { kind: TKind; message: string }[] = [];
let onNeeded: (() => void) | null = null;

/**
 * Stands in for antd's toasts until the first one is raised: antd (the desktop kit) is then loaded
 * and the toast shown, so a page that raises none, such as the home page, never downloads antd.
 * `needKit` mounts the kit's notifier; that calls `flushLazyToasts` with the real one.
 */
export function installLazyNotifier(needKit: () => void): void {
  onNeeded = needKit;
  const raise = (kind: TKind) => (message: string) => {
    waiting = [...waiting.slice(-2), { kind, message }];
    onNeeded?.();
  };
  setNotifier({
    success: raise('success'),
    error: raise('error'),
    warning: raise('warning'),
    // A progress toast is only worth showing while it lasts: it loads the kit, and is not replayed.
    loading: () => {
      onNeeded?.();
      return () => undefined;
    },
  });
}

/** Shows the toasts raised before the kit came in, through the kit's notifier, once. */
export function flushLazyToasts(notifier: TNotifier): void {
  const pending = waiting;
  waiting = [];
  for (const item of pending) notifier[item.kind](item.message);
}
