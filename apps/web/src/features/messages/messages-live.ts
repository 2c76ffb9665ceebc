import { MESSAGES_TOPIC } from '@exchange/contracts';
import { marketSocket } from '../market/market-socket-instance';

/**
 * Listens to the private topic `messages` (a push per new message) and calls `onMessage`. Its own
 * module, imported when a signed-in page mounts the badge: the socket client stays out of the first
 * page's code. Answers the unsubscribe.
 */
export function listenToMessages(onMessage: () => void): () => void {
  return marketSocket().subscribe(MESSAGES_TOPIC, () => onMessage());
}
