import type { Generated } from 'kysely';

/** Tables of messages (migration 20261125-0015-messages, modules/messages). */
export type TNoticePlacement = 'message' | 'banner' | 'home';

export type TNoticesTable = {
  id: Generated<bigint>;
  placement: TNoticePlacement;
  link: string | null;
  image: string | null;
  position: Generated<bigint>;
  published: Generated<bigint>;
  created_at: bigint;
  created_by: string;
  updated_at: bigint;
};

export type TNoticeTextsTable = { notice_id: bigint; locale: string; title: string; content: string };

export type TNoticeReadsTable = { notice_id: bigint; user_id: bigint; read_at: bigint };

export type TUserMessagesTable = {
  id: Generated<bigint>;
  user_id: bigint;
  kind: string;
  params: string;
  ref: string;
  created_at: bigint;
  read_at: bigint | null;
};

export type TMessagesTables = {
  notices: TNoticesTable;
  notice_texts: TNoticeTextsTable;
  notice_reads: TNoticeReadsTable;
  user_messages: TUserMessagesTable;
};
