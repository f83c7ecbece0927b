import { POLICIES } from '@plano/core';

export interface NavItem {
  key: string;
  path: string;
  /** Key in the common catalog. */
  label: string;
  /** Shown to everybody (SPEC §2 show-in-sidebar), or only to holders of one of `policies`. */
  showInSidebar: boolean;
  policies: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'campaigns', path: '/admin/campaigns', label: 'nav.campaigns', showInSidebar: true, policies: [] },
  {
    key: 'inventory-management',
    path: '/admin/inventory_management',
    label: 'nav.inventoryManagement',
    showInSidebar: false,
    policies: [POLICIES.inventoryManagement],
  },
  {
    key: 'vendor-management',
    path: '/admin/master_vendor_management',
    label: 'nav.vendorManagement',
    showInSidebar: false,
    policies: [POLICIES.masterVendorManagement],
  },
  {
    key: 'admin-panel',
    path: '/admin/admin_panel',
    label: 'nav.adminPanel',
    showInSidebar: false,
    policies: [POLICIES.adminPanel],
  },
];
