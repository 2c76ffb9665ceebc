/** A loading indicator in plain CSS (no kit needed). */
export function Spinner() {
  return (
    <div className="pc-loading" role="status" aria-busy="true">
      <span className="pc-spinner" />
    </div>
  );
}
