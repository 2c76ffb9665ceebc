import { createRoot } from 'react-dom/client';
import { initAdminI18n } from '../features/admin/admin-i18n';
import { AdminApp } from './admin/admin-app';
import './admin/admin.css';

void initAdminI18n().then(() => {
  createRoot(document.getElementById('root')!).render(<AdminApp />);
});
