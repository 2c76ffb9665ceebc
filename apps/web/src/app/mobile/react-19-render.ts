import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Stands in for rc-util's `React/render` (aliased in vite.config.ts), which antd-mobile 5 uses to
 * draw Toast, Dialog and Popup outside the page tree. The original carries React 18's legacy API
 * and a regenerator runtime into the first page; with React 19 only createRoot exists, which is
 * all this does.
 */
type THost = (Element | DocumentFragment) & { __antdMobileRoot?: Root };

export function render(node: ReactElement, container: THost): void {
  container.__antdMobileRoot ??= createRoot(container);
  container.__antdMobileRoot.render(node);
}

/** Unmounts after the current render has finished, as the original does. */
export async function unmount(container: THost): Promise<void> {
  await Promise.resolve();
  container.__antdMobileRoot?.unmount();
  delete container.__antdMobileRoot;
}

export const _r = render;
export const _u = unmount;
