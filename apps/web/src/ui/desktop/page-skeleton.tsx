import '../skeleton.css';

/**
 * The frame of a page whose code or texts are on the way, under the header that is already there:
 * shown the moment the user goes to the page (app/desktop/desktop-layout.tsx keys its loading
 * boundary by page), so a click never leaves the old page up while the new one loads.
 */
export function PageSkeleton() {
  return (
    <div className="pc-skeleton" role="status" aria-busy="true" data-testid="page-skeleton">
      <div className="skeleton-block pc-skeleton__block pc-skeleton__block--hero" />
      <div className="skeleton-block pc-skeleton__block" />
      <div className="skeleton-block pc-skeleton__block" />
      <div className="skeleton-block pc-skeleton__block pc-skeleton__block--short" />
    </div>
  );
}
