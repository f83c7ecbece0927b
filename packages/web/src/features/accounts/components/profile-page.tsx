import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { POLICIES } from '@plano/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { AccountSection } from './account-section.tsx';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { MembersSection } from './members-section.tsx';
import { RolesSection } from './roles-section.tsx';

/** /admin/user-profile: greeting and language, the account, and the agency's roles and members (SPEC §2). */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const user = useCurrentUser();
  const seesRoles = useHasPolicy(POLICIES.roleManagement, POLICIES.memberManagement, POLICIES.readOnly);
  const seesMembers = useHasPolicy(POLICIES.memberManagement, POLICIES.readOnly);
  if (!user) return null;
  const hasAgency = user.agency_id !== null;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="center">
          <div>
            <Title order={1} size="h2" data-testid="profile-greeting">
              {t('greeting', { name: user.name.split(' ')[0] })}
            </Title>
            <Text c="dimmed">
              {user.company}
              {user.role ? ` · ${user.role.name}` : ''}
            </Text>
          </div>
          <LanguageSelect />
        </Group>
      </Paper>
      <EmailConfirmationNotice user={user} />
      <AccountSection user={user} />
      {hasAgency && seesRoles && <RolesSection />}
      {hasAgency && seesMembers && <MembersSection />}
    </Stack>
  );
}
