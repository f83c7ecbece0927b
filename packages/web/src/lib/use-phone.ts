import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, as `hiddenFrom="sm"`): a phone, where layouts fold. Read
 * on the first render, so a desktop never draws the phone layout first.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false }) ?? false;
}
