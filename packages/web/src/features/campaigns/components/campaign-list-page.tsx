import { Badge, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CAMPAIGN_TABS, type CampaignTab, POLICIES } from '@plano/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { campaignsQuery } from '../api/fetch-campaigns.ts';
import { matchesSearch } from './campaign-search.ts';
import { CampaignTable } from './campaign-table.tsx';
import { CreateCampaignModal } from './create-campaign-modal.tsx';

const isTab = (value: string | null): value is CampaignTab =>
  (CAMPAIGN_TABS as readonly string[]).includes(value ?? '');

/** /admin/index and /admin/campaigns: Pending, Planned (awaiting) and Booked campaigns (SPEC §2). */
export function CampaignListPage() {
  const { t } = useTranslation('campaigns');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: CampaignTab = isTab(tabParam) ? tabParam : 'pending';
  // The top bar's search box lands here with ?search=.
  const urlSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  const [createOpened, createModal] = useDisclosure(false);
  const canCreate = useHasPolicy(POLICIES.createCampaign);
  // All three load at once so each tab shows its count.
  const lists = useQueries({ queries: CAMPAIGN_TABS.map((type) => campaignsQuery(type)) });
  const current = lists[CAMPAIGN_TABS.indexOf(tab)];
  // With a search, each tab counts its matches; a search from the top bar opens the first tab that has any.
  const counts = lists.map((list) => (list.data ?? []).filter((camp) => matchesSearch(camp, search)).length);
  const loaded = lists.every((list) => !list.isPending);
  // Decided on the address's search, not the box's: the box catches up one render later, and a
  // decision taken on its old value would open the wrong tab for good.
  const firstMatch = lists.findIndex((list) =>
    (list.data ?? []).some((camp) => matchesSearch(camp, urlSearch)),
  );
  const [openedFor, setOpenedFor] = useState<string>();

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    const next = new URLSearchParams();
    next.set('tab', value);
    if (search.trim()) next.set('search', search.trim());
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (!urlSearch || tabParam || !loaded || openedFor === urlSearch) return;
    setOpenedFor(urlSearch);
    if (firstMatch > 0) {
      setParams({ tab: CAMPAIGN_TABS[firstMatch], search: urlSearch }, { replace: true });
    }
  }, [urlSearch, tabParam, loaded, openedFor, firstMatch, setParams]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.subtitle')}
          </Text>
        </div>
        {canCreate && tab === 'pending' && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={createModal.open}
            data-testid="create-campaign"
          >
            {t('create.button')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={selectTab}>
        <Tabs.List mb="md">
          {CAMPAIGN_TABS.map((type, index) => {
            const list = lists[index];
            return (
              <Tabs.Tab
                key={type}
                value={type}
                data-testid={`tab-${type}`}
                rightSection={
                  list.isFetching ? (
                    <Loader size={12} />
                  ) : (
                    <Badge size="sm" variant="light" color={type === tab ? 'indigo' : 'gray'} circle>
                      {counts[index]}
                    </Badge>
                  )
                }
              >
                {t(`tabs.${type}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {/* A panel per tab, so every tab's aria-controls names a real element; only one holds the table. */}
        {CAMPAIGN_TABS.map((type) => (
          <Tabs.Panel key={type} value={type}>
            {type === tab && (
              <CampaignTable
                tab={tab}
                camps={current.data}
                loading={current.isPending}
                error={current.error}
                search={search}
                onSearch={setSearch}
                onCreate={canCreate && tab === 'pending' ? createModal.open : undefined}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {canCreate && <CreateCampaignModal opened={createOpened} onClose={createModal.close} />}
    </Stack>
  );
}
