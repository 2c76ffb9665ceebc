import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../features/admin/admin-kit';

/** Placeholder: built with issue 18. */
export default function Page() {
  const { t } = useTranslation();
  return <AdminPage title={t('shell.notBuilt')}>{null}</AdminPage>;
}
