export { AccountLayout } from '../../../pages/desktop/account/account-layout';
export { ProfilePage } from '../../../pages/desktop/account/profile-page';
