import '../skeleton.css';

/**
 * The frame of a screen whose code or texts are on the way: shown the moment the user goes there
 * (each route has its own loading boundary, app/mobile/mobile-routes.tsx), so a tap never leaves
 * the old screen up while the new one loads. `withBar`: a pushed screen, with its navigation bar.
 */
export function ScreenSkeleton({ withBar = false }: { withBar?: boolean }) {
  return (
    <div className="m-skeleton" role="status" aria-busy="true" data-testid="screen-skeleton">
      {withBar && <div className="m-skeleton__bar" />}
      <div className="skeleton-block m-skeleton__block m-skeleton__block--hero" />
      <div className="skeleton-block m-skeleton__block" />
      <div className="skeleton-block m-skeleton__block" />
      <div className="skeleton-block m-skeleton__block m-skeleton__block--short" />
    </div>
  );
}
