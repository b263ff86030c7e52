import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (768 px): the phone layout of the seeds. */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)') ?? false;
}
