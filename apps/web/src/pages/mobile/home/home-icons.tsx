/**
 * The home page's icons as inline outline SVGs (currentColor, sized by the surrounding font):
 * the home is the first page a visitor loads, and an icon set there cost more than the page.
 */
const ICON = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const HOME_ICONS = {
  spot: (
    <svg {...ICON}>
      <path d="M7 4v16M17 4v16" />
      <rect x="4.5" y="8" width="5" height="7" rx="1" />
      <rect x="14.5" y="6.5" width="5" height="9" rx="1" />
    </svg>
  ),
  contract: (
    <svg {...ICON}>
      <path d="M3.5 17.5 9 12l3.5 3.5 7-8" />
      <path d="M15 7.5h4.5V12" />
      <path d="M3.5 20.5h17" />
    </svg>
  ),
  seconds: (
    <svg {...ICON}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2.5h4M19 6l1.5-1.5" />
    </svg>
  ),
  launchpad: (
    <svg {...ICON}>
      <path d="M12 2.5c3 2.2 4.5 5.3 4.5 9.2L14.5 16h-5l-2-4.3c0-3.9 1.5-7 4.5-9.2z" />
      <circle cx="12" cy="9.5" r="1.8" />
      <path d="M9.5 16 7 19.5l3-.5M14.5 16l2.5 3.5-3-.5M12 16v5" />
    </svg>
  ),
  fund: (
    <svg {...ICON}>
      <ellipse cx="12" cy="6.5" rx="7" ry="3" />
      <path d="M5 6.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
      <path d="M5 11.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </svg>
  ),
  quickBuy: (
    <svg {...ICON}>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 9.5v5M17.5 9.5v5" />
    </svg>
  ),
  flash: (
    <svg {...ICON}>
      <path d="M4 8h13l-3.5-3.5M20 16H7l3.5 3.5" />
    </svg>
  ),
  help: (
    <svg {...ICON}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6M12 17h.01" />
    </svg>
  ),
  security: (
    <svg {...ICON}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </svg>
  ),
  trust: (
    <svg {...ICON}>
      <path d="M12 3 5 6v5.5c0 4.3 2.9 7.9 7 9.5 4.1-1.6 7-5.2 7-9.5V6l-7-3z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </svg>
  ),
  about: (
    <svg {...ICON}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </svg>
  ),
  contact: (
    <svg {...ICON}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  ),
  language: (
    <svg {...ICON} width={22} height={22}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  ),
} as const;
