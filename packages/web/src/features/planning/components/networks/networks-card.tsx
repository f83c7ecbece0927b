import { Checkbox, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Disabled as SPEC §2 asks, yet kept legible: these networks are the campaign's, not greyed-out options.
const NETWORK_STYLES = {
  input: { backgroundColor: 'var(--mantine-color-indigo-4)', borderColor: 'var(--mantine-color-indigo-4)' },
  icon: { color: 'var(--mantine-color-white)' },
  label: { color: 'var(--mantine-color-text)', cursor: 'default' },
};

interface NetworksCardProps {
  networks: string[] | undefined;
  loading: boolean;
}

/** The campaign's audience networks, shown for reference: they are fixed by its area (SPEC §2). */
export function NetworksCard({ networks, loading }: NetworksCardProps) {
  const { t } = useTranslation('planning');
  return (
    <Paper withBorder p="lg" radius="md" data-testid="networks-card">
      <Title order={4}>{t('networks.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('networks.hint')}
      </Text>
      {loading && <Loader size="sm" />}
      {networks && networks.length === 0 && <Text c="dimmed">{t('networks.empty')}</Text>}
      <Group gap="xl">
        {networks?.map((network) => (
          <Checkbox
            key={network}
            label={t(`networks.names.${network}`, { defaultValue: network })}
            checked
            disabled
            readOnly
            styles={NETWORK_STYLES}
          />
        ))}
      </Group>
    </Paper>
  );
}
