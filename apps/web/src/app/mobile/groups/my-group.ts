export { MyPage } from '../../../pages/mobile/my/my-page';
export { ProfilePage } from '../../../pages/mobile/my/profile-page';
export { LanguagePage } from '../../../pages/mobile/my/language-page';
