import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function BookedInventoryPage() {
  return <PlaceholderPage title="nav.campaigns" />;
}
