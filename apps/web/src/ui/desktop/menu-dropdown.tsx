import { useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../use-dismiss';

export type TMenuItem =
  | { key: string; label: ReactNode; isActive?: boolean; isDanger?: boolean }
  | { key: string; isDivider: true }
  /** A line of text at the top of the menu, not a choice. */
  | { key: string; heading: ReactNode };

type TProps = {
  trigger: ReactNode;
  items: TMenuItem[];
  onSelect: (key: string) => void;
  label: string;
  testId?: string;
};

/**
 * A small header menu (opens on hover or click, closes on choice, outside click or Escape). Plain
 * markup, so that the first desktop page needs no UI-kit code.
 */
export function MenuDropdown({ trigger, items, onSelect, label, testId }: TProps) {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // A pointer that hovers opens the menu; its click right after must not close it again.
  const hoveredAt = useRef(0);
  const id = useId();
  useDismiss(root, isOpen, setOpen);
  return (
    <div className="pc-dd" ref={root} onMouseEnter={() => {
        hoveredAt.current = Date.now();
        setOpen(true);
      }} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="pc-dd__trigger"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((v) => (v && Date.now() - hoveredAt.current < 500 ? true : !v))}
      >
        {/* Named "<label>: <what it shows>", so the name includes the visible text (speech input). */}
        <span className="pc-sr-only">{label}: </span>
        {trigger}
      </button>
      {isOpen && (
        <ul className="pc-dd__menu" role="menu" id={id}>
          {items.map((item) =>
            'isDivider' in item ? (
              <li key={item.key} className="pc-dd__divider" role="separator" />
            ) : 'heading' in item ? (
              <li key={item.key} className="pc-dd__heading" role="presentation">
                {item.heading}
              </li>
            ) : (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className={`pc-dd__item${item.isActive ? ' is-active' : ''}${item.isDanger ? ' is-danger' : ''}`}
                  data-key={item.key}
                  onClick={() => {
                    setOpen(false);
                    onSelect(item.key);
                  }}
                >
                  {item.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
