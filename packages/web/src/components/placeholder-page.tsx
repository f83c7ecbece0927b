import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen of a later issue: the route exists, the capability does not yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Paper p="xl" withBorder>
      <Title order={1} size="h2" mb="sm">
        {t(title)}
      </Title>
      <Text c="dimmed">{t('pages.comingSoon')}</Text>
    </Paper>
  );
}
