import { lazy, Suspense, type ComponentProps } from 'react';
import { withAreas } from '../locale/areas';
import { useSessionStore } from '../session/session-store';

// The access list and its texts load only for a logged-in user (a visitor's entries all ask to log
// in first), in their own chunk: the first pages carry neither (apps/web/scripts/size.ts).
const notes = withAreas(['products'], () => import('./closed-products-note'));
const Note = lazy(() => notes().then((m) => ({ default: m.ClosedProductsNote })));
const Mark = lazy(() => notes().then((m) => ({ default: m.ClosedProductMark })));

/** features/products/closed-products-note.tsx's note, for a logged-in user. */
export function LazyClosedProductsNote(props: ComponentProps<typeof Note>) {
  const isLogin = useSessionStore((s) => s.isLogin);
  if (!isLogin) return null;
  return (
    <Suspense fallback={null}>
      <Note {...props} />
    </Suspense>
  );
}

/** features/products/closed-products-note.tsx's mark, for a logged-in user. */
export function LazyClosedProductMark(props: ComponentProps<typeof Mark>) {
  const isLogin = useSessionStore((s) => s.isLogin);
  if (!isLogin) return null;
  return (
    <Suspense fallback={null}>
      <Mark {...props} />
    </Suspense>
  );
}
