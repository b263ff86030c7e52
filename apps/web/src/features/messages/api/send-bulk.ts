import { sendBulkResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshChat } from './refresh';

export interface SendBulkValues {
  receiver_ids: string[];
  content: string;
}

export interface SendBulkResult {
  message: string;
  sent_count: number;
}

export function sendBulk(values: SendBulkValues): Promise<SendBulkResult> {
  return apiRequest<SendBulkResult>('/api/messages/send-bulk', {
    method: 'POST',
    body: values,
    schema: import.meta.env.DEV ? sendBulkResponse : undefined,
  });
}

/** The employer's one message to many people (one direct message each). */
export function useSendBulk() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendBulk, onSuccess: () => refreshChat(queryClient) });
}
