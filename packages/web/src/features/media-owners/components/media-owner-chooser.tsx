import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useMediaOwnerChoices } from '../api/search-media-owners.ts';
import { vendorInventoryPath } from '../vendor-inventory-path.ts';

/**
 * Choose a media owner, searched on the server (a platform may have thousands of them); choosing one
 * opens its inventory. The platform team's way in from Inventory Management.
 */
export function MediaOwnerChooser({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('media-owners');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 250);
  const choices = useMediaOwnerChoices(settled);
  const owners = choices.data?.media_owners ?? [];
  const total = choices.data?.total_count ?? 0;
  const sites = new Map(owners.map((o) => [o._id, o.site_count]));
  const waiting = choices.isFetching || search.trim() !== settled;

  let hint = t('chooser.searching');
  if (choices.isError) hint = t('chooser.loadError');
  else if (choices.data)
    hint =
      total > owners.length
        ? t('chooser.more', { shown: formatNumber(owners.length), total: formatNumber(total) })
        : t('chooser.count', { count: total, total: formatNumber(total) });

  return (
    <Select
      label={t('chooser.label')}
      description={<span data-testid="media-owner-chooser-hint">{hint}</span>}
      placeholder={t('chooser.placeholder')}
      searchable
      autoFocus={autoFocus}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the search (accents and aliases too): show what it answered.
      filter={({ options }) => options}
      data={owners.map((o) => ({ value: o._id, label: o.name }))}
      value={null}
      onChange={(id) => {
        const owner = owners.find((o) => o._id === id);
        if (owner) navigate(vendorInventoryPath(owner));
      }}
      nothingFoundMessage={waiting ? t('chooser.searching') : t('chooser.none')}
      rightSection={waiting ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={360}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="md">
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('chooser.sites', {
              count: sites.get(option.value) ?? 0,
              total: formatNumber(sites.get(option.value) ?? 0),
            })}
          </Text>
        </Group>
      )}
      data-testid="media-owner-chooser"
    />
  );
}
