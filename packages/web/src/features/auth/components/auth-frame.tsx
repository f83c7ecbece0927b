import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPins } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';

/** The two-panel frame of the guest pages: what Plano is on the left, the form on the right. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid component="main" cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box
        visibleFrom="md"
        p={56}
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-indigo-8), var(--mantine-color-cyan-7))',
        }}
      >
        <Stack justify="center" h="100%" maw={480} c="white">
          <Group gap="xs">
            <IconMapPins size={40} />
            <Text fw={800} fz={40}>
              Plano
            </Text>
          </Group>
          <Title order={2} fw={600}>
            {t('tagline')}
          </Title>
          <Text fz="lg" opacity={0.9}>
            {t('description')}
          </Text>
        </Stack>
      </Box>
      <Stack justify="center" align="center" p="xl" bg="gray.0">
        <Group justify="flex-end" w="100%" maw={420}>
          <LanguageSelect />
        </Group>
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
          <Title order={1} size="h2" mb="lg">
            {title}
          </Title>
          {children}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
