import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProductCode } from '@exchange/contracts';
import { ProductGate } from '../components/product-gate';

/**
 * A page a later issue fills: its title and an empty state in the user's language. A product's page
 * already stands behind the product's access gate, so that a user learns now whether it is open to
 * them (not in their country, identity verification first) and accepts its risk disclosure once.
 */
export function FramePage({ titleKey, product }: { titleKey: string; product?: TProductCode }) {
  const { t } = useTranslation();
  const soon = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('frame.soon')} className="pc-empty" />;
  return (
    <section className="pc-page pc-card">
      <h1 className="pc-page__title">{t(titleKey)}</h1>
      {product ? <ProductGate product={product}>{soon}</ProductGate> : soon}
    </section>
  );
}
