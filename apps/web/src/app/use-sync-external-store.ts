// Replaces the 'use-sync-external-store/shim' package (vite.config.ts): on React 18+ the shim hands out
// React's own hook anyway, so its copy of a fallback for React 17 need not be downloaded.
export { useSyncExternalStore } from 'react';
