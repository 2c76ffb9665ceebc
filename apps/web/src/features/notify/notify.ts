/** Toasts, implemented by each interface's UI kit (antd message, antd-mobile Toast). */
export type TNotifier = {
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  /** A progress toast (SPEC §8: registering, modifying …); returns its closer. */
  loading: (message: string) => () => void;
};

type TQueued = { kind: 'success' | 'error' | 'warning'; message: string };

let current: TNotifier | null = null;
let queue: TQueued[] = [];

/**
 * Installs the kit's toasts. The kits load after the first page (to keep it small), so toasts
 * raised before that wait here and show once the kit is in.
 */
export function setNotifier(notifier: TNotifier): void {
  current = notifier;
  const waiting = queue;
  queue = [];
  for (const item of waiting) notifier[item.kind](item.message);
}

function show(kind: TQueued['kind'], message: string): void {
  if (current) current[kind](message);
  else queue = [...queue.slice(-2), { kind, message }];
}

/** The toasts of SPEC §8, callable from anywhere (hooks, the HTTP client's session handler). */
export const notify: TNotifier = {
  success: (m) => show('success', m),
  error: (m) => show('error', m),
  warning: (m) => show('warning', m),
  loading: (m) => (current ? current.loading(m) : () => undefined),
};
