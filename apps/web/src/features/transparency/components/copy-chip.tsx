import './transparency.css';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../clipboard/copy-text';
import { notify } from '../../notify/notify';

/** Copies a value (a key, a hash, an address) and says whether it worked; `what` names it for screen readers. */
export function CopyChip({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(text)) notify.success(t('transparency.copied'));
    else notify.error(t('transparency.copyFailed'));
  };
  return (
    <button type="button" className="tp-copy" onClick={() => void copy()} aria-label={t('transparency.copyLabel', { what })}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h10" />
      </svg>
      <span>{t('transparency.copy')}</span>
    </button>
  );
}
