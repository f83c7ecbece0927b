import { POLICIES } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../testing/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
});
afterAll(() => ctx.close());

describe('POST /api/fetch_all_policies', () => {
  it('needs a token (401)', async () => {
    expect((await ctx.call('/fetch_all_policies')).statusCode).toBe(401);
  });

  it('needs role management or the admin panel (403)', async () => {
    const res = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.viewer));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('lists every policy of SPEC §6 for an admin', async () => {
    const res = await ctx.call('/fetch_all_policies', {}, await ctx.tokenOf(DEMO.admin));
    expect(res.statusCode).toBe(200);
    const names = res.json().policies.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(POLICIES)));
    expect(res.json().policies[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
  });

  it('rejects a body of the wrong type', async () => {
    const res = await ctx.call('/fetch_all_policies', ['text'], await ctx.tokenOf(DEMO.admin));
    expect(res.statusCode).toBe(400);
  });
});

describe('demo accounts hold the policies the product promises', () => {
  const policiesOf = async (email: string) => {
    const res = await ctx.call('/fetch_user_details', {}, await ctx.tokenOf(email));
    return res.json().user.role.policies.map((p: { name: string }) => p.name) as string[];
  };

  it('admin holds every policy', async () => {
    expect(await policiesOf(DEMO.admin)).toEqual(expect.arrayContaining(Object.values(POLICIES)));
  });

  it('planner, approver, owner and viewer hold theirs', async () => {
    expect(await policiesOf(DEMO.planner)).toEqual(
      expect.arrayContaining([
        POLICIES.createCampaign,
        POLICIES.addToPlan,
        POLICIES.campaignUpdate,
        POLICIES.deleteCampaign,
        POLICIES.exportData,
        POLICIES.approver,
        POLICIES.campaignTransfer,
      ]),
    );
    expect((await policiesOf(DEMO.approver)).sort()).toEqual(
      [POLICIES.exportData, POLICIES.internalApproval, POLICIES.removeBookedInventory].sort(),
    );
    expect(await policiesOf(DEMO.owner)).toEqual([POLICIES.inventoryManagement]);
    expect(await policiesOf(DEMO.viewer)).toEqual([POLICIES.readOnly]);
  });
});
