// The messages screens (issue 15), one lazy chunk with their styles.
import '../trade/trade.css';
import './mobile-messages.css';

export { MessagesScreen } from './messages-screen';
export { MessageScreen } from './message-screen';
