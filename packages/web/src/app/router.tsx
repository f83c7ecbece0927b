import { POLICIES } from '@plano/core';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { RegisterPage } from '../features/auth/components/register-page.tsx';
import { startZoneMapDownloads } from '../features/zones/api/downloads.ts';
import { useHasPolicy } from '../lib/permissions.ts';
import { useCurrentUser } from '../lib/session.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { OpenLayout } from './layouts/open-layout.tsx';
import { RequirePolicy } from './require-policy.tsx';

// Screens beyond sign-in load on demand, so the login bundle stays small (maps and grids are heavy).
const CampaignListPage = lazy(() =>
  import('../features/campaigns/components/campaign-list-page.tsx').then((m) => ({
    default: m.CampaignListPage,
  })),
);
const EditCampaignPage = lazy(() =>
  import('../features/campaigns/components/edit-campaign-page.tsx').then((m) => ({
    default: m.EditCampaignPage,
  })),
);
// MapLibre and the base map's outlines travel beside the page's code, not after the map mounts.
const SuggestedInventoryPage = lazy(() => {
  void import('../features/planning/components/map/map-downloads.ts').then((m) =>
    m.startPlanningMapDownloads(),
  );
  return import('../features/planning/components/suggested-inventory-page.tsx').then((m) => ({
    default: m.SuggestedInventoryPage,
  }));
});
const ApprovalPage = lazy(() =>
  import('../features/approvals/components/approval-page.tsx').then((m) => ({ default: m.ApprovalPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/auth/components/confirm-email-page.tsx').then((m) => ({ default: m.ConfirmEmailPage })),
);
const ProfilePage = lazy(() =>
  import('../features/accounts/components/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const AdminPanelPage = lazy(() =>
  import('../features/admin/components/admin-panel-page.tsx').then((m) => ({ default: m.AdminPanelPage })),
);
// The map's data download beside its code, not after it (the page must draw in under a second).
const CovidMapPage = lazy(() => {
  startZoneMapDownloads();
  return import('../features/zones/components/covid-map-page.tsx').then((m) => ({ default: m.CovidMapPage }));
});
const VendorManagementPage = lazy(() =>
  import('../features/media-owners/components/vendor-management-page.tsx').then((m) => ({
    default: m.VendorManagementPage,
  })),
);
// AG Grid with every template column and the upload modals: only media owners and the platform load it.
const InventoryPage = lazy(() =>
  import('../features/inventory/components/inventory-page.tsx').then((m) => ({ default: m.InventoryPage })),
);
const BookedInventoryPage = lazy(() =>
  import('../features/bookings/components/booked-inventory-page.tsx').then((m) => ({
    default: m.BookedInventoryPage,
  })),
);

/**
 * Where signing in lands (/admin/index): a media owner's user has no campaigns to plan, so its home
 * is its inventory, not an empty campaign list that invites creating one (issue 24, item 13).
 */
function HomePage() {
  const user = useCurrentUser();
  const keepsInventory = useHasPolicy(POLICIES.inventoryManagement);
  if (user?.vendor_id && keepsInventory) return <Navigate to="/admin/inventory_management" replace />;
  return <CampaignListPage />;
}

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/auth/login" replace /> },
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: '*', element: <Navigate to="/auth/login" replace /> },
      { index: true, element: <Navigate to="/auth/login" replace /> },
    ],
  },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/index" replace /> },
      { path: 'index', element: <HomePage /> },
      { path: 'campaigns', element: <CampaignListPage /> },
      { path: 'edit_campaign/:campId', element: <EditCampaignPage /> },
      { path: 'sugg_inventory/:campId', element: <SuggestedInventoryPage /> },
      { path: 'booked_inventory/:campId', element: <BookedInventoryPage /> },
      // SPEC lists /admin/tables and says nothing of what it shows: it opens the user's home table.
      { path: 'tables', element: <Navigate to="/admin/index" replace /> },
      { path: 'covid_map', element: <CovidMapPage /> },
      { path: 'user-profile', element: <ProfilePage /> },
      {
        path: 'vendor_inventory/:userId/:userName',
        element: (
          <RequirePolicy policies={[POLICIES.masterVendorManagement]}>
            <InventoryPage />
          </RequirePolicy>
        ),
      },
      {
        path: 'inventory_management',
        element: (
          <RequirePolicy policies={[POLICIES.inventoryManagement]}>
            <InventoryPage />
          </RequirePolicy>
        ),
      },
      {
        path: 'master_vendor_management',
        element: (
          <RequirePolicy policies={[POLICIES.masterVendorManagement]}>
            <VendorManagementPage />
          </RequirePolicy>
        ),
      },
      {
        path: 'admin_panel',
        element: (
          <RequirePolicy policies={[POLICIES.adminPanel]}>
            <AdminPanelPage />
          </RequirePolicy>
        ),
      },
      { path: '*', element: <Navigate to="/admin/index" replace /> },
    ],
  },
  {
    path: '/open',
    element: <OpenLayout />,
    children: [
      {
        path: 'approve_inventory/:userId/:campId',
        element: <ApprovalPage />,
      },
      // The link of the e-mail confirmation mail (issue 23).
      { path: 'confirm_email', element: <ConfirmEmailPage /> },
      { path: '*', element: <Navigate to="/auth/login" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/auth/login" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
