import { sliderList, type SliderItem } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

export function fetchLoginSlider(): Promise<SliderItem[]> {
  // Named in development only, where the client checks it: zod stays off the sign-in page.
  return apiRequest<SliderItem[]>('/api/settings/login-slider', {
    auth: 'none',
    schema: import.meta.env.DEV ? sliderList : undefined,
  });
}

export const loginSliderQuery = () =>
  queryOptions({
    queryKey: authKeys.loginSlider(),
    queryFn: fetchLoginSlider,
    staleTime: 5 * 60_000,
    retry: 1,
    select: (items) => [...items].sort((a, b) => a.order - b.order),
  });

/** Failures are only logged (seeds part 1 §8): the screen falls back to the promotional text. */
export function useLoginSlider() {
  return useQuery(loginSliderQuery());
}
