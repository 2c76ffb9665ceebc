import type { TMessageKey } from '@exchange/i18n';
import { useTranslation } from 'react-i18next';

/** The server's message for a bad field, under it (the toast says it too, but goes away). */
export function FieldError({ messageKey }: { messageKey: TMessageKey | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p className="mak-error" role="alert">
      {t(`msg:${messageKey}`)}
    </p>
  );
}
