export { HelpPage } from '../../../pages/mobile/help/help-page';
export { HelpDetailPage } from '../../../pages/mobile/help/help-detail-page';
