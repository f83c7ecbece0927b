import { Alert, Box, Button, Grid, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PlanRowDto, POLICIES } from '@plano/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { AgGridReact } from 'ag-grid-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLastPageWithin } from '../../../components/grid-pager.tsx';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { pageLoading, useSelectedIds } from '../../../components/page-selection.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { planRefusalOf, usePlanIssues } from '../../../lib/plan-issues.ts';
import { AudienceFigures, usePlanAudience } from '../../audience/index.ts';
import { CampaignSummary, useCampDetails } from '../../campaigns/index.ts';
import { SessionChatPanel } from '../../chat/index.ts';
import { PlanExports } from '../../exports/index.ts';
import {
  fetchEveryPlanSiteId,
  type PlanPageQuery,
  usePlanPage,
  usePlanSiteIds,
} from '../api/fetch-booked-inventory.ts';
import { type PlanAction, usePlanAction } from '../api/plan-actions.ts';
import { usePlanLiveUpdates } from '../api/use-plan-live-updates.ts';
import { PlanActionsBar } from './plan-actions-bar.tsx';
import { PlanBudgetBar } from './plan-budget-bar.tsx';
import { PlanHistoryDrawer } from './plan-history-drawer.tsx';
import { PlanMap } from './plan-map.tsx';
import { PlanPagedTable } from './plan-paged-table.tsx';
import { PlanSelectionToolbar } from './plan-selection-toolbar.tsx';

/** /admin/booked_inventory/:campId — 'Book Inventory': the plan of a campaign and its budget. */
export function BookedInventoryPage() {
  const { campId = '' } = useParams();
  const { t } = useTranslation('bookings');
  const translate = useTranslateMessage();
  const issues = usePlanIssues();
  const camp = useCampDetails(campId);
  const [pageQuery, setPageQuery] = useState<PlanPageQuery>({ page: 0, limit: 20 });
  const plan = usePlanPage(campId, pageQuery);
  const total = plan.data?.total_count ?? 0;
  useLastPageWithin(pageQuery, setPageQuery, plan.data?.total_count);
  const canAdd = useHasPolicy(POLICIES.addToPlan);
  const action = usePlanAction(campId);
  usePlanLiveUpdates(campId);
  const gridRef = useRef<AgGridReact<PlanRowDto>>(null);
  // The selection, across the plan's pages.
  const {
    selected: selectedSet,
    ids: selected,
    pick,
    replace: setSelectedSet,
    keep: keepSelected,
  } = useSelectedIds();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [showMap, setShowMap] = useState(false);
  // The plan's audience figures (issue 25): its sites, refused ones aside.
  const planIds = usePlanSiteIds(campId);
  const figures = usePlanAudience(campId, planIds.data, camp.data?.target_audience);

  const selectEvery = useMutation({
    mutationFn: () => fetchEveryPlanSiteId(campId),
    onSuccess: setSelectedSet,
    onError: () => notifications.show({ color: 'red', message: t('table.selectEveryFailed') }),
  });
  // Every action says how it went. Done, the selection clears; a 409 names the sites and keeps them
  // selected (nothing changed); Approve Bookings books what it can, and what it could not stays
  // selected, named.
  const run = (kind: PlanAction) => {
    const count = selected.length;
    let keep: ReadonlySet<number> = new Set();
    action.mutate(
      { action: kind, invIds: selected },
      {
        onSuccess: (answer) => {
          const { notBooked } = answer;
          if (notBooked.length === 0) {
            setOutcome({ ok: true, text: t(`actions.done.${kind}`, { count }) });
            return;
          }
          keep = new Set(notBooked.map((issue) => issue.site_id));
          setOutcome({
            ok: true,
            partial: true,
            text: t('issues.partial', { count: count - notBooked.length, list: issues.list(notBooked) }),
          });
        },
        onError: (error) => {
          const refusal = planRefusalOf(error);
          if (refusal) keep = new Set(selected);
          const text = refusal
            ? issues.message(refusal.action, refusal.sites)
            : (translate(error.message) ?? error.message);
          setOutcome({ ok: false, text });
        },
        onSettled: () => keepSelected(keep),
      },
    );
  };

  const error = camp.error ?? (plan.data ? null : plan.error);
  if (error) {
    return (
      <Alert color="red" title={t('page.title')}>
        {translate(error.message)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <CampaignSummary
        eyebrow={t('page.title')}
        camp={camp.data}
        actions={
          canAdd && (
            <Button
              component={Link}
              to={`/admin/sugg_inventory/${campId}`}
              leftSection={<IconPlus size={18} />}
              data-testid="add-more-sites"
            >
              {t('page.addMore')}
            </Button>
          )
        }
      />
      {camp.data && <PlanBudgetBar camp={camp.data} sites={plan.data?.total_count} />}
      {plan.data && (
        <Paper withBorder radius="md" p="md" data-testid="plan-audience">
          <AudienceFigures
            figures={figures.data}
            updating={figures.settling || figures.isPlaceholderData}
            error={figures.error}
          />
        </Paper>
      )}
      {camp.data && (
        <PlanExports campId={campId} locauditCreated={camp.data.locaudit_created} onOutcome={setOutcome} />
      )}
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} testId="plan" />
      <PlanActionsBar
        selected={selected.length}
        campaignName={camp.data?.name ?? ''}
        busy={action.isPending ? (action.variables?.action ?? null) : null}
        onAction={run}
      />
      {/* The chat beside the plan only from 1800 px: at 1440 px it left the table four columns. */}
      <Grid gutter="md" breakpoints={{ xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '112.5em' }}>
        <Grid.Col span={{ base: 12, xl: 9 }}>
          <Paper withBorder p="md" radius="md" data-testid="plan-table">
            <Group justify="space-between" mb="sm">
              <div>
                <Title order={2} size="h4">
                  {t('page.plan')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('page.planHint')}
                </Text>
              </div>
              <Group gap="sm">
                <Switch
                  label={t('page.showMap')}
                  checked={showMap}
                  onChange={(event) => setShowMap(event.currentTarget.checked)}
                  data-testid="toggle-plan-map"
                />
                <Button
                  variant="light"
                  leftSection={<IconHistory size={16} />}
                  onClick={() => setHistoryOpen(true)}
                  data-testid="open-history"
                >
                  {t('history.open')}
                </Button>
              </Group>
            </Group>
            {showMap && (
              <Box mb="md">
                <PlanMap campId={campId} selectedIds={selectedSet} />
              </Box>
            )}
            {plan.isError && (
              <Alert color="red" mb="sm">
                {t('table.loadError')}
              </Alert>
            )}
            <PlanSelectionToolbar
              total={total}
              selected={selected.length}
              selectingEvery={selectEvery.isPending}
              onSelectEvery={() => selectEvery.mutate()}
              onClear={() => setSelectedSet([])}
            />
            <PlanPagedTable
              rows={plan.data?.booked_inventory}
              total={total}
              loading={pageLoading(plan)}
              page={pageQuery}
              onPage={setPageQuery}
              selectedIds={selectedSet}
              onPick={pick}
              gridRef={gridRef}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 3 }}>
          <SessionChatPanel />
        </Grid.Col>
      </Grid>
      <PlanHistoryDrawer campId={campId} opened={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Stack>
  );
}
