/**
 * The five bottom-tab icons as inline outline SVGs (24×24, currentColor), drawn here rather than
 * imported from an icon set: the tab bar is on every first page, and an icon library there cost
 * more than the rest of the bar.
 */
const ICON = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const TAB_ICONS = {
  home: (
    <svg {...ICON}>
      <path d="M3.5 10.5 12 4l8.5 6.5V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1z" />
    </svg>
  ),
  market: (
    <svg {...ICON}>
      <path d="M4 20V10M10 20V4M16 20v-8M21 20H3" />
    </svg>
  ),
  trade: (
    <svg {...ICON}>
      <path d="M7 4v14M7 18l-3-3M7 18l3-3M17 20V6M17 6l-3 3M17 6l3 3" />
    </svg>
  ),
  assets: (
    <svg {...ICON}>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M3 10h18M16 15h2M7 6V4.5h10V6" />
    </svg>
  ),
  my: (
    <svg {...ICON}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 21c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" />
    </svg>
  ),
} as const;
