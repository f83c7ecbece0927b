import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PlanSiteIssueDto } from '@plano/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BookedElsewhereDialogProps {
  /** The sites the server named (409 booked_elsewhere); null keeps the dialog closed. */
  sites: PlanSiteIssueDto[] | null;
  /** Every selected site is among them: leaving them out leaves nothing to plan. */
  allOfThem: boolean;
  booking: boolean;
  onAddAnyway(): void;
  onLeaveOut(): void;
  onClose(): void;
}

/** Sites listed before the dialog folds the rest into "and n more". */
const SHOWN = 8;

/**
 * Asked before planning a site another campaign has booked for these dates: it can be planned,
 * but never sent for approval or booked while that booking stands (issue 24, decision 0021).
 */
export function BookedElsewhereDialog(props: BookedElsewhereDialogProps) {
  const { sites, allOfThem, booking } = props;
  const { t } = useTranslation('planning');
  const named = sites ?? [];
  return (
    <Modal
      opened={sites !== null}
      onClose={props.onClose}
      centered
      size="lg"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="grape" variant="light" radius="xl">
            <IconCalendarOff size={18} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {t('bookedElsewhereDialog.title', { count: named.length })}
          </Text>
        </Group>
      }
      data-testid="booked-elsewhere-dialog"
    >
      <Stack gap="sm">
        <Text>{t('bookedElsewhereDialog.text', { count: named.length })}</Text>
        <List size="sm" spacing={4} data-testid="booked-elsewhere-sites">
          {named.slice(0, SHOWN).map((site) => (
            <List.Item key={site.site_id}>
              <Text span fw={600} size="sm">
                {site.site_code}
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                {site.campaign
                  ? t('bookedElsewhereDialog.byCampaign', { campaign: site.campaign })
                  : t('bookedElsewhereDialog.byAnother')}
              </Text>
            </List.Item>
          ))}
          {named.length > SHOWN && (
            <List.Item>{t('bookedElsewhereDialog.more', { count: named.length - SHOWN })}</List.Item>
          )}
        </List>
      </Stack>
      <Group justify="flex-end" mt="xl">
        <Button
          variant="default"
          onClick={props.onClose}
          disabled={booking}
          data-testid="booked-elsewhere-cancel"
        >
          {t('bookedElsewhereDialog.cancel')}
        </Button>
        {!allOfThem && (
          <Button
            variant="light"
            onClick={props.onLeaveOut}
            loading={booking}
            data-testid="booked-elsewhere-leave-out"
          >
            {t('bookedElsewhereDialog.leaveOut')}
          </Button>
        )}
        <Button
          color="grape"
          onClick={props.onAddAnyway}
          loading={booking}
          data-testid="booked-elsewhere-add"
        >
          {t('bookedElsewhereDialog.addAnyway')}
        </Button>
      </Group>
    </Modal>
  );
}
