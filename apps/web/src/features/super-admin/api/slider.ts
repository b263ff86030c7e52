import { adminSlideList, adminSlide, type AdminSlide } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useSlides() {
  return useQuery({
    queryKey: adminKeys.slider(),
    queryFn: () =>
      apiRequest<AdminSlide[]>('/api/super-admin/slider/all', {
        auth: 'admin',
        schema: import.meta.env.DEV ? adminSlideList : undefined,
      }),
  });
}

export interface SlideFields {
  title: string;
  description: string;
  order: number;
}

export type SlideAction =
  | { kind: 'upload'; file: File; fields: SlideFields }
  | { kind: 'update'; id: string; body: Partial<SlideFields> & { active?: boolean } }
  | { kind: 'delete'; id: string };

function run(action: SlideAction): Promise<unknown> {
  if (action.kind === 'upload') {
    const form = new FormData();
    form.append('file', action.file);
    form.append('title', action.fields.title);
    form.append('description', action.fields.description);
    form.append('order', String(action.fields.order));
    return apiRequest('/api/super-admin/slider/upload', {
      method: 'POST',
      body: form,
      auth: 'admin',
      schema: import.meta.env.DEV ? adminSlide : undefined,
    });
  }
  if (action.kind === 'update')
    return apiRequest(`/api/super-admin/slider/${action.id}`, {
      method: 'PUT',
      body: action.body,
      auth: 'admin',
      schema: import.meta.env.DEV ? adminSlide : undefined,
    });
  return apiRequest(`/api/super-admin/slider/${action.id}`, { method: 'DELETE', auth: 'admin' });
}

export function useSlideAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.slider() }),
  });
}
