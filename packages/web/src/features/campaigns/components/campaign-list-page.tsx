import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function CampaignListPage() {
  return <PlaceholderPage title="nav.campaigns" />;
}
