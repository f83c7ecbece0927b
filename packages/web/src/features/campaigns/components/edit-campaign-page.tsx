import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CampaignDto,
  localToday,
  POLICIES,
  type UpdateCampaignData,
  type UpdateCampaignInput,
  updateCampaignData,
} from '@plano/core';
import { IconAlertCircle, IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useCampDetails } from '../api/fetch-camp-details.ts';
import { useUpdateCampaign } from '../api/update-campaign.ts';
import { AUDIENCE_FIELD_NAMES, CampaignFormFields } from './campaign-form-fields.tsx';

const STATUS_COLORS = { pending: 'gray', awaiting: 'indigo', booked: 'teal' } as const;
const FIELDS = [
  'brand',
  'name',
  'start_date',
  'end_date',
  'budget',
  'media_type',
  'states',
  'cities',
  'target_audience',
  ...AUDIENCE_FIELD_NAMES,
];

export function EditCampaignPage() {
  const { t } = useTranslation('campaigns');
  const { campId = '' } = useParams();
  const camp = useCampDetails(campId);

  return (
    <Stack maw={900} gap="lg">
      <Anchor component={Link} to="/admin/campaigns" size="sm" data-testid="back-to-campaigns">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('edit.back')}
        </Group>
      </Anchor>
      {camp.isPending ? (
        <PageLoader />
      ) : camp.error ? (
        <LoadError error={camp.error} />
      ) : (
        <EditCampaignForm camp={camp.data} />
      )}
    </Stack>
  );
}

function LoadError({ error }: { error: Error }) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  // A malformed id (400) is as missing as an unknown one (404).
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (!missing) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {translate(error.message)}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="xl" radius="md" data-testid="campaign-not-found">
      <Stack align="center" gap="xs">
        <IconMoodEmpty size={40} stroke={1.5} color="var(--mantine-color-gray-5)" />
        <Title order={1} size="h3">
          {t('edit.notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('edit.notFoundText')}
        </Text>
        <Button component={Link} to="/admin/campaigns" variant="light" mt="sm">
          {t('edit.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

function EditCampaignForm({ camp }: { camp: CampaignDto }) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const canEdit = useHasPolicy(POLICIES.campaignUpdate);
  const update = useUpdateCampaign();
  const [failure, setFailure] = useState<string>();
  const form = useForm<UpdateCampaignInput, unknown, UpdateCampaignData>({
    resolver: zodResolver(updateCampaignData),
    defaultValues: {
      brand: camp.brand,
      name: camp.name,
      start_date: camp.start_date,
      end_date: camp.end_date,
      budget: camp.budget,
      media_type: camp.media_type,
      states: camp.states,
      cities: camp.cities,
      target_audience: camp.target_audience,
    },
  });
  // A running campaign keeps its past start date; new dates are today or later.
  const today = localToday();
  const minDate = camp.start_date < today ? camp.start_date : today;

  const onSubmit = form.handleSubmit((data) => {
    setFailure(undefined);
    update.mutate(
      { campId: camp._id, data },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            title: t('edit.savedTitle'),
            message: t('edit.savedText', { name: saved.name }),
          });
          // Back to the list, on the tab the campaign is in.
          navigate(`/admin/campaigns?tab=${saved.status}`);
        },
        onError: (error) => {
          if (applyServerErrors(error, form.setError, FIELDS)) return;
          // 409: the new dates collide with a booking of one of the plan's sites.
          setFailure(error instanceof ApiError && error.status === 409 ? t('edit.conflict') : error.message);
        },
      },
    );
  });

  return (
    <Paper withBorder p="xl" radius="md" shadow="xs">
      <Stack gap="lg">
        <div>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {t('edit.title')}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[camp.status]} data-testid="campaign-status">
              {t(`status.${camp.status}`)}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {t('edit.subtitle', { name: camp.name })}
          </Text>
        </div>
        {!canEdit && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="edit-read-only">
            {t('edit.readOnly')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {translate(failure)}
          </Alert>
        )}
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate data-testid="edit-campaign-form">
            <Stack>
              <CampaignFormFields
                minDate={minDate}
                disabled={!canEdit}
                nameInput={
                  <TextInput
                    label={t('form.name')}
                    placeholder={t('form.namePlaceholder')}
                    withAsterisk
                    disabled={!canEdit}
                    error={translate(form.formState.errors.name?.message)}
                    {...form.register('name')}
                  />
                }
              />
              <Group justify="flex-end" mt="sm">
                <Button variant="default" component={Link} to="/admin/campaigns">
                  {t('common:actions.cancel')}
                </Button>
                <Button type="submit" disabled={!canEdit || update.isPending} data-testid="save-campaign">
                  {update.isPending ? t('edit.saving') : t('edit.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      </Stack>
    </Paper>
  );
}
