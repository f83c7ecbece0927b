import { Group, Paper, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DEFAULT_TARGET_AUDIENCE, type TargetAudience, targetAudience } from '@plano/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../lib/messages.ts';
import { type AudienceErrors, AudienceFields, useSetTargetAudience } from '../../../campaigns/index.ts';
import { audienceErrors } from './audience-errors.ts';

/**
 * The campaign's target audience as the planner edits it on the planning page (decision 0029): the
 * draft shows at once, and is saved on the campaign 400 ms after the last change when it is valid, so
 * the header and the figures follow.
 */
export function useCampaignAudience(campId: string, stored: TargetAudience | undefined) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  const save = useSetTargetAudience();
  const [draft, setDraft] = useState<TargetAudience | null>(null);
  const audience = draft ?? stored ?? DEFAULT_TARGET_AUDIENCE;
  const persist = useDebouncedCallback((next: TargetAudience) => {
    save.mutate(
      { campId, target_audience: next },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('audience.saveFailed'),
            message: translate(error.message),
          }),
      },
    );
  }, 400);
  const change = (next: TargetAudience) => {
    setDraft(next);
    if (targetAudience.safeParse(next).success) persist(next);
  };
  return { audience, errors: audienceErrors(audience), change, saving: save.isPending };
}

interface AudienceFilterProps {
  audience: TargetAudience;
  errors: AudienceErrors;
  onChange(next: TargetAudience): void;
  readOnly: boolean;
}

/** The ages and classes of the audience in the Filters card; its sex is the card's gender filter. */
export function AudienceFilter({ audience, errors, onChange, readOnly }: AudienceFilterProps) {
  const { t } = useTranslation('campaigns');
  const translate = useTranslateMessage();
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="audience-filter">
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {t('audience.title')}
        </Text>
        {readOnly && (
          <Text size="xs" c="dimmed">
            {t('audience.readOnly')}
          </Text>
        )}
      </Group>
      <AudienceFields
        value={audience}
        onChange={onChange}
        disabled={readOnly}
        withSex={false}
        testId="filter-audience"
        errors={Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translate(v)]))}
      />
    </Paper>
  );
}
