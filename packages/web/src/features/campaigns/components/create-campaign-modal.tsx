import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  type CreateCampaignBody,
  type CreateCampaignInput,
  createCampaignSchema,
  DEFAULT_TARGET_AUDIENCE,
  localToday,
} from '@plano/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useCreateCampaign } from '../api/create-campaign.ts';
import { AUDIENCE_FIELD_NAMES, CampaignFormFields } from './campaign-form-fields.tsx';

const EMPTY: CreateCampaignInput = {
  brand: '',
  campaign_name: '',
  start_date: '',
  end_date: '',
  budget: '',
  media_type: '',
  states: [],
  cities: [],
  target_audience: DEFAULT_TARGET_AUDIENCE,
};
const FIELDS = [...Object.keys(EMPTY), ...AUDIENCE_FIELD_NAMES];

interface CreateCampaignModalProps {
  opened: boolean;
  onClose(): void;
}

export function CreateCampaignModal({ opened, onClose }: CreateCampaignModalProps) {
  const { t } = useTranslation('campaigns');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="lg">
          {t('create.title')}
        </Text>
      }
      size="xl"
      centered
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {opened && <CreateCampaignForm onCancel={onClose} />}
    </Modal>
  );
}

function CreateCampaignForm({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [failure, setFailure] = useState<string>();
  // The same schema the server checks, with today as the user's calendar sees it.
  const today = useMemo(() => localToday(), []);
  const form = useForm<CreateCampaignInput, unknown, CreateCampaignBody>({
    resolver: zodResolver(createCampaignSchema(today)),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    create.mutate(values, {
      onSuccess: (camp) => navigate(`/admin/sugg_inventory/${camp._id}`),
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(error.message);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate data-testid="create-campaign-form">
        <Stack>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {translate(failure)}
            </Alert>
          )}
          <CampaignFormFields
            minDate={today}
            nameInput={
              <TextInput
                label={t('form.name')}
                placeholder={t('form.namePlaceholder')}
                withAsterisk
                error={translate(form.formState.errors.campaign_name?.message)}
                {...form.register('campaign_name')}
              />
            }
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="create-campaign-submit">
              {create.isPending ? t('create.creating') : t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
