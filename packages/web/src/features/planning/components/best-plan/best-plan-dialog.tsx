import { LineChart } from '@mantine/charts';
import { Alert, Box, Button, Checkbox, Grid, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { OptimizePlanDto, OptimizePlanProgress, PlanningFiltersInput } from '@plano/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { compactBudget, money } from '../../../../lib/format.ts';
import { useTranslateMessage } from '../../../../lib/messages.ts';
import { AudienceFigures, useFigureFormat, useOptimizePlan } from '../../../audience/index.ts';
import type { LegendEntry } from '../map/map-legend.tsx';
import { curvePoints, newSitesOf } from './proposal.ts';
import { SearchProgress } from './search-progress.tsx';

// MapLibre loads with the map; the dialog can open while the planner works in the grid.
const SitesMap = lazy(() => import('../map/sites-map.tsx').then((m) => ({ default: m.SitesMap })));

const COLORS = { proposed: '#3b5bdb', left: '#adb5bd', kept: '#0ca678' };

interface BestPlanDialogProps {
  campId: string;
  /** The planning page's filters: the proposal chooses among the sites they keep. */
  filters: PlanningFiltersInput;
  opened: boolean;
  /** Sites selected but not planned yet: the server keeps only the planned ones, so the dialog says so. */
  selectedCount: number;
  /** Planned and selected sites: the proposal keeps them and adds to them. */
  currentIds: ReadonlySet<number>;
  onAccept(ids: number[]): void;
  onClose(): void;
}

/**
 * "Best plan for this budget" (issue 25): the server's plan with the most target reach within the
 * remaining budget, on a map, with its figures and its reach-vs-budget curve; the planner takes all of
 * the new sites, some (tick / untick) or none. Closing while it is computed cancels the request.
 */
export function BestPlanDialog({
  campId,
  filters,
  opened,
  selectedCount,
  currentIds,
  onAccept,
  onClose,
}: BestPlanDialogProps) {
  const { t } = useTranslation('audience');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="min(1100px, 96vw)"
      title={
        <Text fw={700} size="lg">
          {t('bestPlan.title')}
        </Text>
      }
      data-testid="best-plan-dialog"
    >
      {opened && (
        <BestPlanBody
          campId={campId}
          filters={filters}
          selectedCount={selectedCount}
          currentIds={currentIds}
          onAccept={onAccept}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function BestPlanBody({
  campId,
  filters,
  selectedCount,
  currentIds,
  onAccept,
  onClose,
}: Omit<BestPlanDialogProps, 'opened'>) {
  const { t } = useTranslation('audience');
  const translate = useTranslateMessage();
  const optimize = useOptimizePlan();
  const [proposal, setProposal] = useState<OptimizePlanDto | null>(null);
  const [progress, setProgress] = useState<OptimizePlanProgress | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  // What the planner had when it asked: the proposal is compared with that, not with later clicks.
  const [asked] = useState(() => new Set(currentIds));
  // The filters when it asked, like the sites: later changes do not restart the proposal.
  const [askedFilters] = useState(filters);
  const mutate = optimize.mutate;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const controller = new AbortController();
    mutate(
      { body: { campId, filters: askedFilters }, signal: controller.signal, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setProposal(answer);
          setTicked(new Set(newSitesOf(answer, asked)));
        },
      },
    );
    return () => controller.abort();
  }, [campId, askedFilters, asked, mutate]);

  const added = useMemo(() => (proposal ? newSitesOf(proposal, asked) : []), [proposal, asked]);
  // Codes, places and prices of the proposed sites come with the proposal.
  const byId = useMemo(() => new Map((proposal?.sites ?? []).map((s) => [s._id, s])), [proposal]);

  if (optimize.isError) {
    return (
      <Stack>
        <Alert color="red" data-testid="best-plan-error">
          {translate(optimize.error.message)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('bestPlan.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!proposal) return <SearchProgress progress={progress} />;

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const tickedCost = added.reduce((sum, id) => sum + (ticked.has(id) ? (byId.get(id)?.price ?? 0) : 0), 0);
  const mapSites = proposal.inv_ids.flatMap((id) => {
    const site = byId.get(id);
    if (!site) return [];
    const st = asked.has(id) ? 'kept' : ticked.has(id) ? 'proposed' : 'left';
    return [{ ...site, st }];
  });
  const legend: LegendEntry[] = [
    { key: 'proposed', color: COLORS.proposed, label: t('bestPlan.legend.proposed') },
    { key: 'left', color: COLORS.left, label: t('bestPlan.legend.left') },
    { key: 'kept', color: COLORS.kept, label: t('bestPlan.legend.kept') },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" data-testid="best-plan-summary">
        {t('bestPlan.summary', { count: added.length, n: added.length, cost: money(proposal.cost) })}
      </Text>
      {selectedCount > 0 && (
        <Alert color="yellow" variant="light" data-testid="best-plan-selection-hint">
          {t('bestPlan.selectionHint', { count: selectedCount, n: selectedCount })}
        </Alert>
      )}
      <AudienceFigures figures={proposal.figures} updating={false} testId="best-plan-figures" />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box
            h={340}
            pos="relative"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            data-testid="best-plan-map"
          >
            <Suspense fallback={<PageLoader />}>
              <SitesMap
                sites={mapSites}
                colors={COLORS}
                legend={legend}
                selectedIds={new Set()}
                onSite={toggle}
                legendFolded
              />
            </Suspense>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReachCurve proposal={proposal} />
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Text fw={600} size="sm" id="best-plan-list-label">
          {t('bestPlan.sites', { count: ticked.size, n: ticked.size, total: added.length })}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setTicked(new Set(added))}
            data-testid="best-plan-tick-all"
          >
            {t('bestPlan.tickAll')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setTicked(new Set())}
            data-testid="best-plan-untick-all"
          >
            {t('bestPlan.untickAll')}
          </Button>
        </Group>
      </Group>
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack gap={4} role="group" aria-labelledby="best-plan-list-label" data-testid="best-plan-list">
          {added.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('bestPlan.nothingToAdd')}
            </Text>
          )}
          {added.map((id) => {
            const site = byId.get(id);
            return (
              <Checkbox
                key={id}
                checked={ticked.has(id)}
                onChange={() => toggle(id)}
                label={site ? `${site.site_code} · ${money(site.price)}` : t('bestPlan.siteNumber', { id })}
                wrapperProps={{ 'data-testid': `best-plan-site-${id}` }}
              />
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      {/* The dialog is taller than a laptop's window: its answer stays in sight while the rest scrolls. */}
      <Group
        justify="flex-end"
        gap="sm"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Button variant="default" onClick={onClose} data-testid="best-plan-none">
          {t('bestPlan.none')}
        </Button>
        <Button
          disabled={ticked.size === 0}
          onClick={() => onAccept(added.filter((id) => ticked.has(id)))}
          data-testid="best-plan-accept"
        >
          {t('bestPlan.accept', { count: ticked.size, n: ticked.size, cost: money(tickedCost) })}
        </Button>
      </Group>
    </Stack>
  );
}

/** Reach against money along the greedy's order: where more budget stops buying much more reach. */
function ReachCurve({ proposal }: { proposal: OptimizePlanDto }) {
  const { t } = useTranslation('audience');
  const format = useFigureFormat();
  const data = useMemo(() => curvePoints(proposal), [proposal]);
  return (
    <Box component="figure" m={0} data-testid="best-plan-curve">
      <LineChart
        h={300}
        data={data}
        dataKey="cost"
        series={[{ name: 'reach', label: t('bestPlan.curveReach'), color: 'indigo.6' }]}
        curveType="monotone"
        withDots={false}
        xAxisProps={{
          type: 'number',
          domain: ['dataMin', 'dataMax'],
          tickFormatter: (v: number) => compactBudget(v),
        }}
        valueFormatter={(value) => format.compact(value)}
        xAxisLabel={t('bestPlan.curveCost')}
        yAxisLabel={t('bestPlan.curveReach')}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {t('bestPlan.curveCaption')}
      </Text>
    </Box>
  );
}
