import { shortHash } from './chain-deposits';

type TProps = { hash: string; url: string; className?: string; testId?: string; isCompact?: boolean };

/**
 * A transaction hash cut to its ends (the whole one in the title): a link to the network's explorer
 * when the server gives one (a new tab, no opener: the explorer is another site), else plain text.
 * Nothing when there is no hash. Hashes read left to right in every language.
 */
export function TxHashLink({ hash, url, className, testId, isCompact }: TProps) {
  if (!hash) return null;
  const text = (
    <bdi dir="ltr" className="tx-hash">
      {shortHash(hash, isCompact)}
    </bdi>
  );
  if (!url) {
    return (
      <span className={className} title={hash} data-testid={testId}>
        {text}
      </span>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer" title={hash} data-testid={testId}>
      {text}
    </a>
  );
}
