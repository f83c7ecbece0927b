import type { TestContext } from '../../testing/index.ts';

/** Helpers of the accounts tests: ids by name, and members made through the API as a user would. */
export function accountFixtures(ctx: TestContext) {
  const policyIds = async (...names: string[]) => {
    const rows = await ctx.database.query<{ id: string; name: string }>(
      'select id, name from policies where name = any($1::text[])',
      [names],
    );
    return names.map((n) => rows.find((r) => r.name === n)!.id);
  };
  const roleId = async (name: string, agency = 'Andes Media Group') => {
    const [row] = await ctx.database.query<{ id: string }>(
      'select r.id from roles r join agencies a on a.id = r.agency_id where r.name = $1 and a.name = $2',
      [name, agency],
    );
    return row.id;
  };
  const userId = async (email: string) => {
    const [row] = await ctx.database.query<{ id: string }>('select id from users where email = $1', [email]);
    return row.id;
  };
  let serial = 0;
  /** A new member with the given role, signed in; returns their id, e-mail and token. */
  const memberWithRole = async (managerToken: string, role: string, password = 'member-password') => {
    serial += 1;
    const email = `member${serial}.${Date.now()}@andes.test`;
    const res = await ctx.call(
      '/add_member',
      {
        name: `Member ${serial}`,
        email,
        phone: '+56 9 7000 0000',
        password,
        role,
        business_units: ['Plano Media'],
      },
      managerToken,
    );
    if (res.statusCode !== 200) throw new Error(`add_member failed: ${res.statusCode} ${res.body}`);
    const signin = await ctx.call('/signin', { email, password });
    return { id: res.json().member._id as string, email, token: signin.json().token as string };
  };
  return { policyIds, roleId, userId, memberWithRole };
}
