import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page a later issue fills: its title and an empty state in the user's language. */
export function FramePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="pc-page pc-card">
      <h1 className="pc-page__title">{t(titleKey)}</h1>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('frame.soon')} className="pc-empty" />
    </section>
  );
}
