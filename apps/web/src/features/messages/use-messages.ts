import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type TMessageFilter } from '@exchange/contracts';
import { fetchMessage, fetchMessages, readMessages } from './messages-api';
import { messagesKeys } from './messages-keys';
import { useMessagesUser } from './use-unread';

/**
 * The messages screen's one hook (desktop and mobile alike): a page of the list for a tab, the
 * unread count, and the two ways of marking read. A visitor gets the site notices only.
 */
export function useMessages(type: TMessageFilter, pageNo: number) {
  const client = useQueryClient();
  const { isLogin, userId } = useMessagesUser();
  const page = useQuery({
    queryKey: messagesKeys.page(userId, type, pageNo),
    queryFn: () => fetchMessages({ type, pageNo, pageSize: MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  const afterRead = (unread: number) => {
    client.setQueryData(messagesKeys.unread(userId), unread);
    void client.invalidateQueries({ queryKey: messagesKeys.pages(userId) });
  };
  const markRead = useMutation({ mutationFn: (id: string) => readMessages({ id }), onSuccess: afterRead });
  const markAllRead = useMutation({ mutationFn: () => readMessages('all'), onSuccess: afterRead });
  return { page, isLogin, unread: isLogin ? (page.data?.unread ?? 0) : 0, markRead, markAllRead };
}

/** One message by id; opening it marks it read (server side), so the count and the lists are reloaded after. */
export function useMessage(id: string | null) {
  const client = useQueryClient();
  const { userId } = useMessagesUser();
  const isValid = id !== null && /^[nm]\d+$/.test(id);
  return useQuery({
    queryKey: messagesKeys.detail(userId, id ?? ''),
    queryFn: async () => {
      const message = await fetchMessage(id!);
      if (userId) {
        client.setQueryData(messagesKeys.unread(userId), message.unread);
        void client.invalidateQueries({ queryKey: messagesKeys.pages(userId) });
      }
      return message;
    },
    enabled: isValid,
    retry: false,
    staleTime: Infinity,
  });
}
