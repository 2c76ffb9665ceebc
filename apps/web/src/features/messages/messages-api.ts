import { messageDetailCall, messageListCall, readMessageCall, type THomeInfo, type TMessage, type TMessageFilter, type TMessagePage } from '@exchange/contracts';
import { bbCall } from '../api/bb-call';

export type { THomeInfo, TMessage, TMessageFilter, TMessagePage };
export type TMessageDetail = TMessage & { unread: number };

/** POST /index/message: one page of notices and (signed in) the user's notifications, newest first, with the unread count. */
export async function fetchMessages(params: { type: TMessageFilter; pageNo: number; pageSize: number }): Promise<TMessagePage> {
  return bbCall(messageListCall, params);
}

/** POST /index/messageDetail: one message; the server marks it read for a signed-in reader. */
export async function fetchMessage(id: string): Promise<TMessageDetail> {
  return bbCall(messageDetailCall, { id });
}

/** POST /index/readMessage: one message (`id`) or all of them read; answers the unread count left. */
export async function readMessages(target: { id: string } | 'all'): Promise<number> {
  const params = target === 'all' ? { all: 'true' } : target;
  return (await bbCall(readMessageCall, params)).unread;
}
