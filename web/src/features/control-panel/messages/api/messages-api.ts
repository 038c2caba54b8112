import type { MessageListAnswer, MessageRequest } from '../../../../../../contracts/messages.codec';
import type { ApiClient } from '../../../../lib/api';

// Messages of the day (admin spec 7 "Messages", DESIGN 11): editors' calls only, so without tokens each
// fails at once, without a call. Shapes come in from contracts/ as types only.

export const MESSAGES_PATH = '/manage/messages';
const messagePath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;

export function createMessagesApi(client: ApiClient) {
  const editor = { auth: 'required' } as const;
  return {
    list: (signal?: AbortSignal): Promise<MessageListAnswer> =>
      client.get(MESSAGES_PATH, { ...editor, signal }),

    // The list is read again after every change (which message shows now may change with it), so the
    // answers of the changes are not needed.
    create: (request: MessageRequest): Promise<unknown> => client.post(MESSAGES_PATH, request, editor),

    update: (id: string, request: MessageRequest): Promise<unknown> =>
      client.put(messagePath(id), request, editor),

    remove: (id: string): Promise<unknown> => client.delete(messagePath(id), editor),
  };
}

export type MessagesApi = ReturnType<typeof createMessagesApi>;
