import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { startZoneMapDownloads } from './features/zones/api/downloads.ts';

// The entry is small on purpose: what the first screen needs from the server starts here, and
// travels while the app's code (React, Mantine, the router, the messages) is fetched and started,
// instead of after it. The zone map's page chunk is asked for now too; its route finds it loaded.
if (window.location.pathname === '/admin/covid_map') {
  startZoneMapDownloads();
  void import('./features/zones/components/covid-map-page.tsx');
}
void import('./app/start.tsx');
