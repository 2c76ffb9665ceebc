// The messages pages (issue 15), one lazy chunk with their styles.
import './desktop-messages.css';

export { MessagesPage } from './messages-page';
export { MessageDetailPage } from './message-detail-page';
