export { LaunchListPage } from './launch-list-page';
export { LaunchDetailPage } from './launch-detail-page';
export { LaunchBookPage } from './launch-book-page';
export { LaunchMyPage } from './launch-my-page';
