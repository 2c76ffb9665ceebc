// The flash exchange screens, one lazy chunk, with their styles.
import './flash.css';

export { FlashScreen } from './flash-page';
export { FlashRecordsScreen } from './flash-records-page';
