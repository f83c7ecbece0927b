import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { reloadOnNewBuild } from './app/reload-on-new-build.ts';
import { startZoneMapDownloads } from './features/zones/api/downloads.ts';

// Before the first chunk is asked for: one of a build the server has replaced reloads the page.
reloadOnNewBuild();

// The entry is small on purpose: what the first screen needs from the server starts here, and
// travels while the app's code (React, Mantine, the router, the messages) is fetched and started,
// instead of after it. A map page's chunk is asked for now too; its route finds it loaded.
const page = window.location.pathname;
if (page === '/admin/covid_map') {
  startZoneMapDownloads();
  void import('./features/zones/components/covid-map-page.tsx');
} else if (page.startsWith('/admin/sugg_inventory/')) {
  const campId = page.split('/')[3];
  void import('./features/planning/components/map/map-downloads.ts').then((m) =>
    m.startPlanningMapDownloads(campId),
  );
  void import('./features/planning/components/suggested-inventory-page.tsx');
}
void import('./app/start.tsx');
