export { HelpPage } from '../../../pages/desktop/help/help-page';
export { HelpDetailPage } from '../../../pages/desktop/help/help-detail-page';
