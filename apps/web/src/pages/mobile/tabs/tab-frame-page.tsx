import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

type TProps = { titleKey: string };

/** A tab whose content a later issue builds: its title and an empty state in the user's language. */
export function TabFramePage({ titleKey }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="m-page">
      <header className="m-topbar">
        <span className="m-topbar__title">{t(titleKey)}</span>
      </header>
      <section className="m-card">
        <EmptyState title={t(titleKey)} description={t('frame.soon')} />
      </section>
    </div>
  );
}

export const MarketPage = () => <TabFramePage titleKey="nav.market" />;
export const TradePage = () => <TabFramePage titleKey="nav.trade" />;
export const AssetsPage = () => <TabFramePage titleKey="nav.assets" />;
