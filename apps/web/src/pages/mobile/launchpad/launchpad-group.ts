export { LaunchListScreen } from './list-page';
export { LaunchDetailScreen } from './detail-page';
export { LaunchMyScreen } from './my-page';
