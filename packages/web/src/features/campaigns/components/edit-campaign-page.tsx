import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function EditCampaignPage() {
  return <PlaceholderPage title="nav.campaigns" />;
}
