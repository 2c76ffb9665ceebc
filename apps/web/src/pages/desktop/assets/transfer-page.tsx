import { useTranslation } from 'react-i18next';
import { AssetRecords } from './asset-records';
import { TransferForm } from './transfer-form';
import './assets.css';

/** /account/transfer (SPEC §2): between the coin and contract accounts; the asset records below. */
export function TransferPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="pc-card da-card">
        <h1 className="pc-page__title">{t('pc.account.transfer')}</h1>
        <TransferForm />
      </section>
      <section className="pc-card da-card">
        <h2 className="pc-section__title">{t('assets.assetRecords')}</h2>
        <AssetRecords />
      </section>
    </>
  );
}
