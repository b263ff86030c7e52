import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (768 px). */
export const phoneQuery = '(max-width: 47.99em)';

/**
 * Below Mantine's `sm` breakpoint (768 px): the phone layout. Read while rendering,
 * not after: with Mantine's default (the value set in an effect) a phone first drew the desktop
 * layout and then, synchronously, the whole screen again as a phone's.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false }) ?? false;
}
