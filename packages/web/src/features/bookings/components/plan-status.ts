import { PLAN_ROW_STATUSES, type PlanRowStatus } from '@plano/core';
import { formatNumber } from '../../../lib/format.ts';

/** The colour of each plan-row status, on the table's badges and in the history. */
export const STATUS_COLORS: Record<string, string> = {
  // Not indigo: on the plan's map the clusters are indigo, and each status needs its own colour.
  planned: 'gray',
  pending: 'yellow',
  approved: 'cyan',
  rejected: 'red',
  booked: 'green',
  removed: 'gray',
};

/**
 * The same colours on the plan's map markers (Mantine's palette, shade 6–7 so each stands out on
 * the light base map), and the purple of a site another campaign has booked for these dates.
 */
export const STATUS_MARKER_COLORS: Record<string, string> = {
  planned: '#495057',
  pending: '#f59f00',
  approved: '#1098ad',
  rejected: '#fa5252',
  booked: '#2b8a3e',
  booked_elsewhere: '#ae3ec9',
};

/** A plan row's marker status: booked elsewhere wins over a status that could still lead to booking. */
export const markerStatusOf = (row: { status: string; booked_elsewhere: boolean }): string =>
  row.booked_elsewhere && row.status !== 'booked' ? 'booked_elsewhere' : row.status;

/**
 * A cluster of a plan's map by what its sites are at: coloured by the status most of them are at
 * (the plan's order breaks a tie), and said in words, biggest first, for whoever cannot tell the
 * colours apart (the keyboard's label reads it out).
 */
export function clusterStatus(
  statuses: Record<PlanRowStatus, number>,
  label: (status: PlanRowStatus) => string,
): { st: PlanRowStatus; label: string } {
  const present = PLAN_ROW_STATUSES.filter((status) => statuses[status] > 0).sort(
    (a, b) => statuses[b] - statuses[a] || PLAN_ROW_STATUSES.indexOf(a) - PLAN_ROW_STATUSES.indexOf(b),
  );
  return {
    st: present[0] ?? 'planned',
    label: present.map((status) => `${label(status)} ${formatNumber(statuses[status])}`).join(', '),
  };
}
