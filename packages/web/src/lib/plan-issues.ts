import { type PlanAction, type PlanSiteIssueDto, planRefusalDto } from '@plano/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/** The sites a refused plan change names (a 409's `action` and `sites`), or null for another error. */
export function planRefusalOf(error: unknown): { action: PlanAction; sites: PlanSiteIssueDto[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = planRefusalDto.safeParse(error.body);
  return parsed.success && parsed.data.sites.length > 0
    ? { action: parsed.data.action, sites: parsed.data.sites }
    : null;
}

/** How many site codes a message shows before "and n more". */
const SHOWN = 10;

/**
 * Names the sites a plan change could not take, grouped by why, in the reader's language and the
 * screen's words: "A-1, A-2 (Awaiting owner); B-7 (booked by the campaign Verano for these dates)".
 */
export function usePlanIssues(): {
  list(issues: PlanSiteIssueDto[]): string;
  message(action: PlanAction, issues: PlanSiteIssueDto[]): string;
} {
  const { t } = useTranslation('bookings');
  const list = useCallback(
    (issues: PlanSiteIssueDto[]) => {
      const groups = new Map<string, string[]>();
      for (const issue of issues) {
        const why =
          issue.reason === 'status'
            ? t(`status.${issue.status ?? 'planned'}`)
            : issue.campaign
              ? t('issues.bookedBy', { campaign: issue.campaign })
              : t('issues.bookedElsewhere');
        groups.set(why, [...(groups.get(why) ?? []), issue.site_code]);
      }
      return [...groups]
        .map(([why, codes]) => {
          const shown = codes.slice(0, SHOWN).join(', ');
          const named =
            codes.length > SHOWN ? t('issues.more', { codes: shown, count: codes.length - SHOWN }) : shown;
          return `${named} (${why})`;
        })
        .join('; ');
    },
    [t],
  );
  const message = useCallback(
    (action: PlanAction, issues: PlanSiteIssueDto[]) => t(`issues.cannot.${action}`, { list: list(issues) }),
    [t, list],
  );
  return { list, message };
}
