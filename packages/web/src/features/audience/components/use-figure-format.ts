import type { AudienceFigureDto } from '@plano/core';
import { useMemo } from 'react';
import { numberLocale } from '../../../lib/i18n.ts';
import { compactCount, countWithInterval, percentWithInterval, plainWithInterval } from '../figure-format.ts';

/** The figure formats in the app's language (es-CL or en-US numbers). */
export function useFigureFormat() {
  const locale = numberLocale();
  return useMemo(
    () => ({
      count: (figure: AudienceFigureDto) => countWithInterval(figure, locale),
      plain: (figure: AudienceFigureDto) => plainWithInterval(figure, locale),
      percent: (figure: AudienceFigureDto) => percentWithInterval(figure, locale),
      compact: (value: number) => compactCount(value, locale),
    }),
    [locale],
  );
}
