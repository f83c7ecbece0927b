import { Accordion, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldPlus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FailedJobsSection } from '../../jobs/index.ts';
import { AddPlanoUserForm } from './add-plano-user-form.tsx';
import { AddPolicyForm } from './add-policy-form.tsx';

/**
 * /admin/admin_panel: the platform team's collapsible Add Plano User and Add Policy (SPEC §2), and
 * the jobs that failed (issue 21).
 */
export function AdminPanelPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <Paper withBorder radius="md">
        <Accordion multiple defaultValue={['user']} variant="default" chevronPosition="right">
          <Accordion.Item value="user">
            <Accordion.Control icon={<IconUserPlus size={20} />} data-testid="toggle-add-user">
              <Text fw={600}>{t('user.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('user.hint')}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <AddPlanoUserForm />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="policy">
            <Accordion.Control icon={<IconShieldPlus size={20} />} data-testid="toggle-add-policy">
              <Text fw={600}>{t('policy.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('policy.hint')}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <AddPolicyForm />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Paper>
      <FailedJobsSection />
    </Stack>
  );
}
