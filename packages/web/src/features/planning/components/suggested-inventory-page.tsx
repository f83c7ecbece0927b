import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function SuggestedInventoryPage() {
  return <PlaceholderPage title="nav.campaigns" />;
}
