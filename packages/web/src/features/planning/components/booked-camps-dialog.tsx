import { Badge, Card, Group, Modal, Stack, Text } from '@mantine/core';
import type { BookedCampDto } from '@plano/core';
import type { JSX, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tableDate } from '../../../lib/format.ts';
import { useCitiesText } from '../../campaigns/index.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" w={96} fw={600} tt="uppercase" style={{ flexShrink: 0, letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The Status dialog: the campaigns that have booked a site, with their dates and area. */
export function BookedCampsDialog(props: {
  camps: BookedCampDto[];
  opened: boolean;
  onClose(): void;
}): JSX.Element {
  const { t } = useTranslation('planning-map');
  const citiesText = useCitiesText();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={<Text fw={700}>{t('booked.title')}</Text>}
      size="lg"
      centered
    >
      <Stack gap="sm" data-testid="booked-camps">
        {props.camps.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('booked.none')}
          </Text>
        )}
        {props.camps.map((camp) => (
          <Card key={`${camp.name}-${camp.start_date}-${camp.end_date}`} withBorder radius="md" padding="sm">
            <Group justify="space-between" mb={6}>
              <Text fw={600}>{camp.name}</Text>
              <Badge variant="light" color="orange">
                {camp.site_code}
              </Badge>
            </Group>
            <Stack gap={4}>
              <Row label={t('booked.start')}>{tableDate(camp.start_date)}</Row>
              <Row label={t('booked.end')}>{tableDate(camp.end_date)}</Row>
              <Row label={t('booked.states')}>{camp.states.join(', ')}</Row>
              <Row label={t('booked.cities')}>{citiesText(camp.cities)}</Row>
              <Row label={t('booked.mediaTypes')}>
                {camp.media_types.map((m) => t(`booked.mediaType.${m}`, { defaultValue: m })).join(', ')}
              </Row>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
