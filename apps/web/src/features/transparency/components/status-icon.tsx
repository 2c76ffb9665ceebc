/** A check (good) or a cross (refused), beside a text that says the same: never the only signal. */
export function StatusIcon({ isOk }: { isOk: boolean }) {
  return (
    <svg className="tp-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="12" r="10" strokeWidth="2" />
      {isOk ? <path d="m7.5 12.5 3 3 6-6.5" /> : <path d="m8.5 8.5 7 7m0-7-7 7" />}
    </svg>
  );
}
