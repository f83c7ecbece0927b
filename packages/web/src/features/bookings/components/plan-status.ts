/** The colour of each plan-row status, on the table's badges and in the history. */
export const STATUS_COLORS: Record<string, string> = {
  planned: 'indigo',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  booked: 'green',
  removed: 'gray',
};
