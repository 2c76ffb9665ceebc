type TProps = { title?: string; description?: string };

/** An empty or not-yet-available section: a quiet illustration and a line of text. */
export function EmptyState({ title, description }: TProps) {
  return (
    <div className="empty-state" role="status">
      <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden="true">
        <rect x="8" y="14" width="56" height="36" rx="6" fill="#eef1f6" />
        <rect x="16" y="6" width="40" height="8" rx="4" fill="#dde3ec" />
        <rect x="18" y="26" width="36" height="4" rx="2" fill="#cfd7e3" />
        <rect x="18" y="35" width="24" height="4" rx="2" fill="#cfd7e3" />
      </svg>
      {title && <div className="empty-state__title">{title}</div>}
      {description && <div className="empty-state__text">{description}</div>}
    </div>
  );
}
