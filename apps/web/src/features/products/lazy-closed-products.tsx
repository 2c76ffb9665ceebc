import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { withAreas } from '../locale/areas';
import { useSessionStore } from '../session/session-store';

// The access list and its texts load only for a logged-in user (a visitor's entries all ask to log
// in first), in their own chunk: the first pages carry neither (apps/web/scripts/size.ts).
const notes = withAreas(['products'], () => import('./closed-products-note'));
const Note = lazy(() => notes().then((m) => ({ default: m.ClosedProductsNote })));
const Mark = lazy(() => notes().then((m) => ({ default: m.ClosedProductMark })));

/** A lazy component shown to a logged-in user only, nothing while it loads. */
function forLoggedIn<P extends object>(Lazy: ComponentType<P>) {
  return function LoggedInOnly(props: P) {
    const isLogin = useSessionStore((s) => s.isLogin);
    if (!isLogin) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** features/products/closed-products-note.tsx's note, for a logged-in user. */
export const LazyClosedProductsNote = forLoggedIn<ComponentProps<typeof Note>>(Note);

/** features/products/closed-products-note.tsx's mark, for a logged-in user. */
export const LazyClosedProductMark = forLoggedIn<ComponentProps<typeof Mark>>(Mark);
