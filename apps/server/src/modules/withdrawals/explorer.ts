/**
 * The explorer's transaction pattern of this process (CHAIN_EXPLORER_TX, `{hash}` replaced by the
 * hash), set once at start-up from the chain setup, so records can link their transaction.
 */
let pattern = '';

export function setExplorerPattern(value: string): void {
  pattern = value;
}

export function explorerTxUrl(hash: string): string {
  return pattern && hash ? pattern.replace('{hash}', hash) : '';
}
