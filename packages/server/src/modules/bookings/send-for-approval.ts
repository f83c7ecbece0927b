import type { CampaignDto } from '@plano/core';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../platform/http/errors.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { mailUseBy, reserveMailQuota } from '../../platform/mail/mail-quota.ts';
import { approvalMail } from '../approvals/index.ts';
import type { Actor } from '../auth/index.ts';
import { bookedElsewhere } from './booked-elsewhere.ts';
import { lockPlanRows, recordHistory, refreshCampaignStatus, refusal, statusIssues } from './lifecycle.ts';
import { markPending, vendorContacts } from './queries.ts';

/**
 * Planned or refused sites become pending (none booked by another campaign for these dates), and each media owner concerned gets one mail (to its
 * address and its users) with a signed link bound to that owner and campaign. Sending again
 * renews the link. The mail is a durable job queued in the same transaction, charged to the
 * account's hourly recipient limit (issue 23).
 */
export async function sendForApproval(
  ctx: AppContext,
  actor: Actor,
  camp: CampaignDto,
  siteIds: number[],
): Promise<void> {
  const { config, database, tokens, jobs } = ctx;
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  await database.transaction(async (query) => {
    const rows = await lockPlanRows(query, camp._id, siteIds);
    // A site another campaign has booked for these dates could never be booked here: asking its
    // owner would only lead to a refusal at Approve Bookings, so it is named now and nothing is sent.
    const issues = [
      ...statusIssues(rows, ['planned', 'rejected']),
      ...(await bookedElsewhere(
        query,
        camp._id,
        rows.map((r) => r.site_id),
        actor.agencyId,
      )),
    ];
    if (issues.length > 0) throw refusal('send', issues);
    const vendors = await query(vendorContacts([...new Set(rows.map((r) => r.vendor_id))]));
    const unreachable = vendors.filter((v) => !v.link_user_id || v.recipients.length === 0);
    if (unreachable.length > 0) {
      throw conflict(
        `These media owners have no user to approve by link: ${unreachable.map((v) => v.name).join(', ')}`,
      );
    }
    const recipients = vendors.reduce((sum, vendor) => sum + vendor.recipients.length, 0);
    await reserveMailQuota(query, mailUseBy(actor, 'approval', recipients), config.MAIL_RECIPIENTS_PER_HOUR);
    await query(
      markPending(
        camp._id,
        rows.map((r) => r.site_id),
      ),
    );
    await recordHistory(query, camp._id, rows, 'pending', { id: actor.id, name: actor.name });
    for (const vendor of vendors) {
      const userId = vendor.link_user_id as string;
      const token = await tokens.signApproval(userId, camp._id, config.APPROVAL_LINK_DAYS);
      const link = `${base}/open/approve_inventory/${userId}/${camp._id}?token=${encodeURIComponent(token)}`;
      const mail = approvalMail({
        vendorName: vendor.name,
        recipients: vendor.recipients,
        campaign: camp,
        siteCodes: rows.filter((r) => r.vendor_id === vendor.vendor_id).map((r) => r.site_code),
        link,
        days: config.APPROVAL_LINK_DAYS,
      });
      await queueMail(jobs, query, mail, actor.id);
    }
    await refreshCampaignStatus(query, camp._id);
  });
}
