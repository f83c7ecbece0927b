import { Alert, Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff, IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../lib/messages.ts';
import { SiteAudienceFacts } from '../../../audience/index.ts';
import { useSiteDetails } from '../../api/fetch-site-details.ts';
import { BookedCampsDialog } from '../booked-camps-dialog.tsx';
import { AgeDonut } from './age-donut.tsx';
import { SiteFacts } from './site-facts.tsx';
import { SitePhoto } from './site-photo.tsx';

export interface SitePanelProps {
  campId: string;
  /** The site clicked on the map; null keeps the panel closed. */
  siteId: number | null;
  selected: boolean;
  /** Add or remove the site; absent for a reader who may not plan (no button then). */
  onToggle?: () => void;
  onClose(): void;
}

/** The 400 px panel of one site: add or remove it, its booked campaigns, photo, facts and ages. */
export function SitePanel({ campId, siteId, selected, onToggle, onClose }: SitePanelProps) {
  const { t } = useTranslation('planning-map');
  const translate = useTranslateMessage();
  const details = useSiteDetails(campId, siteId);
  const [statusOpen, setStatusOpen] = useState(false);
  const site = details.data;

  return (
    <Drawer
      opened={siteId !== null}
      onClose={onClose}
      position="right"
      size={400}
      padding="md"
      // A light veil: the planner keeps the map in sight while reading the site.
      overlayProps={{ backgroundOpacity: 0.12 }}
      title={
        <Group gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="site-panel-code">
            {site?.site_code ?? t('panel.title')}
          </Text>
          {site && (
            <Badge variant="light" color={site.availability === 'Available' ? 'teal' : 'orange'}>
              {t(`panel.availability.${site.availability}`)}
            </Badge>
          )}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      data-testid="site-panel"
    >
      {details.isError && (
        <Alert color="red" variant="light">
          {translate(details.error.message)}
        </Alert>
      )}
      {details.isPending && siteId !== null && (
        <Stack gap="sm">
          <Skeleton h={200} radius="md" />
          <Skeleton h={36} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      )}
      {site && (
        <Stack gap="md">
          <SitePhoto url={site.site_map} alt={site.site_code} />
          {site.booked_elsewhere && (
            <Alert
              color="grape"
              variant="light"
              icon={<IconCalendarOff size={18} />}
              title={t('panel.bookedElsewhere')}
              data-testid="site-panel-booked-elsewhere"
            >
              {t('panel.bookedElsewhereHint')}
            </Alert>
          )}
          <Group grow gap="xs">
            {onToggle && (
              <Button
                leftSection={selected ? <IconMinus size={16} /> : <IconPlus size={16} />}
                color={selected ? 'red' : 'indigo'}
                variant={selected ? 'light' : 'filled'}
                onClick={onToggle}
                data-testid="site-panel-toggle"
              >
                {selected ? t('panel.remove') : t('panel.add')}
              </Button>
            )}
            {site.booked_camps.length > 0 && (
              <Button
                variant="default"
                leftSection={<IconCalendarEvent size={16} />}
                onClick={() => setStatusOpen(true)}
                data-testid="site-panel-status"
              >
                {t('panel.status')}
              </Button>
            )}
          </Group>
          <SiteFacts site={site} />
          {siteId !== null && <SiteAudienceFacts siteId={siteId} />}
          <Divider />
          <AgeDonut ages={site.ages} />
          <BookedCampsDialog
            camps={site.booked_camps}
            opened={statusOpen}
            onClose={() => setStatusOpen(false)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
