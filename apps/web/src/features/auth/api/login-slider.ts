import { sliderList, type SliderItem } from '@vazife/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

export function fetchLoginSlider(): Promise<SliderItem[]> {
  // Named in development only, where the client checks it: zod stays off the sign-in page.
  return apiRequest<SliderItem[]>('/api/settings/login-slider', {
    auth: 'none',
    schema: import.meta.env.DEV ? sliderList : undefined,
  });
}

/**
 * The operator's slides in their order, fetched once the showcase is on screen (one retry). The
 * guest pages have no query cache, and the slides are read once per visit. Failures are only
 * logged: the screen falls back to the promotional text.
 */
export function useLoginSlider(): { data: SliderItem[] | undefined } {
  const [data, setData] = useState<SliderItem[]>();
  useEffect(() => {
    let shown = true;
    fetchLoginSlider()
      .catch(() => fetchLoginSlider())
      .then(
        (items) => shown && setData([...items].sort((a, b) => a.order - b.order)),
        (error: unknown) => console.warn('Giriş sayfası slaytları alınamadı', error),
      );
    return () => void (shown = false);
  }, []);
  return { data };
}
