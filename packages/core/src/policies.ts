/** Policy names exactly as SPEC §6 spells them; a check passes when the user holds any listed name. */
export const POLICIES = {
  addToPlan: 'add_to_plan_policy',
  campaignUpdate: 'campaign_update_policy',
  exportData: 'export data policy',
  createCampaign: 'create campaign policy',
  deleteCampaign: 'delete_campaign_policy',
  roleManagement: 'role_management_policy',
  memberManagement: 'member_management_policy',
  readOnly: 'read only access',
  campaignTransfer: 'campaign_transfer_policy',
  approver: 'approver policy',
  internalApproval: 'internal_approval_policy',
  removeBookedInventory: 'remove_booked_inventory',
  inventoryManagement: 'inventory management',
  masterVendorManagement: 'master vendor management',
  adminPanel: 'admin_panel',
} as const;

export type PolicyName = (typeof POLICIES)[keyof typeof POLICIES];

export const POLICY_DESCRIPTIONS: Record<PolicyName, string> = {
  add_to_plan_policy: 'Add sites to a campaign plan',
  campaign_update_policy: 'Edit campaigns',
  'export data policy': 'Export campaigns and plans to CSV, Excel and PowerPoint',
  'create campaign policy': 'Create campaigns',
  delete_campaign_policy: 'Delete campaigns',
  role_management_policy: 'Add and edit roles',
  member_management_policy: "Add, edit and delete members; see all of the agency's campaigns",
  'read only access': 'Read only access',
  campaign_transfer_policy: 'Send campaigns to the audit tool and the digital-screen platform',
  'approver policy': 'Send plans to media owners for approval',
  internal_approval_policy: 'Approve bookings',
  remove_booked_inventory: 'Remove sites from a plan',
  'inventory management': 'Manage the inventory of a media owner',
  'master vendor management': 'Manage media owners',
  admin_panel: 'Create agency accounts and policies',
};

/** Policies only the platform grants; an agency's owner holds every other one. */
export const PLATFORM_POLICIES: readonly PolicyName[] = [
  POLICIES.adminPanel,
  POLICIES.masterVendorManagement,
  POLICIES.inventoryManagement,
];

export const AGENCY_POLICIES: readonly PolicyName[] = (Object.values(POLICIES) as PolicyName[]).filter(
  (p) => !PLATFORM_POLICIES.includes(p) && p !== POLICIES.readOnly,
);

export function holdsAny(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((name) => held.includes(name));
}
