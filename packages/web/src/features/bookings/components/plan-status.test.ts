// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clusterStatus } from './plan-status.ts';

const label = (status: string) => status.toUpperCase();
const none = { planned: 0, pending: 0, approved: 0, rejected: 0, booked: 0 };

describe('clusterStatus', () => {
  it('colours a cluster by the status most of its sites are at and says them all, biggest first', () => {
    expect(clusterStatus({ ...none, planned: 2, approved: 12, pending: 5 }, label)).toEqual({
      st: 'approved',
      label: 'APPROVED 12, PENDING 5, PLANNED 2',
    });
  });

  it("breaks a tie by the plan's order and writes thousands as the app does", () => {
    expect(clusterStatus({ ...none, booked: 1200, pending: 1200 }, label)).toEqual({
      st: 'pending',
      label: 'PENDING 1,200, BOOKED 1,200',
    });
  });
});
