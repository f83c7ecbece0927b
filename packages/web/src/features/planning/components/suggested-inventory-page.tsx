import { Alert, Badge, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type PlanSiteIssueDto, POLICIES } from '@plano/core';
import { IconAdjustmentsHorizontal, IconMap, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { planRefusalOf } from '../../../lib/plan-issues.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { AudienceFigures, AudiencePlanProvider, usePlanAudience } from '../../audience/index.ts';
import { usePlanSiteIds } from '../../bookings/index.ts';
import { CampaignSummary, useCampDetails } from '../../campaigns/index.ts';
import { useBookInventory } from '../api/book-inventory.ts';
import { useFilterOptions } from '../api/fetch-filter-options.ts';
import { useNearbyPlaces } from '../api/fetch-nearby-places.ts';
import { useNetworks } from '../api/fetch-networks.ts';
import { useBudget } from '../api/get-budget-inv.ts';
import { BestPlanDialog } from './best-plan/best-plan-dialog.tsx';
import { BookedElsewhereDialog } from './booked-elsewhere-dialog.tsx';
import { BudgetExceededDialog, type BudgetExcess } from './budget-exceeded-dialog.tsx';
import { genderOfSex, sexOfGender } from './filters/audience-errors.ts';
import { AudienceFilter, useCampaignAudience } from './filters/audience-filter.tsx';
import { countActiveFilters, DEFAULT_FILTERS, toPlanningFilters } from './filters/filter-values.ts';
import { FiltersCard } from './filters/filters-card.tsx';
import { InventoryMapCard } from './map/inventory-map-card.tsx';
import { NetworksCard } from './networks/networks-card.tsx';
import { keptSelectionKey } from './selection/kept-selection.ts';
import { SelectionBar } from './selection/selection-bar.tsx';
import { useSiteSelection } from './selection/site-selection.ts';
import { useKeptSelectionCheck } from './selection/use-kept-selection-check.ts';

// The list view (AG Grid, ~1 MB of code) loads when first shown: the page opens on the map.
const InventoryGrid = lazy(() =>
  import('./grid/inventory-grid.tsx').then((m) => ({ default: m.InventoryGrid })),
);

function Toggle(props: {
  on: boolean;
  onClick(): void;
  icon: ReactNode;
  label: string;
  testId: string;
  extra?: ReactNode;
}) {
  return (
    <Button
      variant={props.on ? 'filled' : 'default'}
      leftSection={props.icon}
      rightSection={props.extra}
      aria-pressed={props.on}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}

/** /admin/sugg_inventory/:campId — turn the campaign's budget into a plan of sites (SPEC §2). */
export function SuggestedInventoryPage() {
  const { campId = '' } = useParams();
  // One page per campaign: its selection (kept per user and campaign) never leaks into another's.
  return <CampaignPlanning key={campId} campId={campId} />;
}

function CampaignPlanning({ campId }: { campId: string }) {
  const { t } = useTranslation('planning');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const camp = useCampDetails(campId);
  const networks = useNetworks(campId);
  const places = useNearbyPlaces(campId);
  const options = useFilterOptions(campId);
  const canPlan = useHasPolicy(POLICIES.addToPlan);

  const [show, setShow] = useState({ networks: false, filters: false, map: true });
  const flip = (key: keyof typeof show) => setShow((current) => ({ ...current, [key]: !current[key] }));
  const [localValues, setValues] = useState(DEFAULT_FILTERS);
  // The gender filter is the audience's sex for whoever may change the audience (decision 0029).
  const canEditAudience = useHasPolicy(POLICIES.campaignUpdate);
  const audience = useCampaignAudience(campId, camp.data?.target_audience);
  const values = useMemo(
    () => (canEditAudience ? { ...localValues, gender: genderOfSex(audience.audience.sex) } : localValues),
    [canEditAudience, localValues, audience.audience.sex],
  );
  const changeFilters = (next: typeof values) => {
    setValues(next);
    if (canEditAudience && next.gender !== values.gender) {
      audience.change({ ...audience.audience, sex: sexOfGender(next.gender) });
    }
  };
  // Chips and lists settle for a moment before the map and grid ask again.
  const [settled] = useDebouncedValue(values, 300);
  const filters = useMemo(() => toPlanningFilters(settled), [settled]);
  const networkNames = useMemo(() => networks.data ?? [], [networks.data]);

  const userId = useCurrentUser()?._id;
  const selection = useSiteSelection(userId ? keptSelectionKey(userId, campId) : null);
  useKeptSelectionCheck(campId, selection);
  // The sites the budget and Plan are about: listed, or the selection of an Add All past the map's
  // id limit (issue 22), resolved by the server either way.
  const choice = selection.choice;
  const selectedIds = useMemo(() => [...selection.ids].sort((a, b) => a - b), [selection.ids]);
  const [budgetChoice] = useDebouncedValue(choice, 250);
  const budget = useBudget(campId, budgetChoice);
  const budgetCurrent = budgetChoice === choice && !budget.isPlaceholderData ? budget.data : undefined;

  // The figures count the plan as it would be: its sites and the selection (issue 25).
  const planned = usePlanSiteIds(campId);
  const figureIds = useMemo(
    () => [...new Set([...(planned.data ?? []), ...selectedIds])].sort((a, b) => a - b),
    [planned.data, selectedIds],
  );
  const figures = usePlanAudience(campId, planned.data && figureIds, camp.data?.target_audience);
  const audiencePlan = useMemo(
    () => ({ campId, ids: figureIds, audience: camp.data?.target_audience }),
    [campId, figureIds, camp.data?.target_audience],
  );
  const [bestPlanOpen, setBestPlanOpen] = useState(false);
  const currentIds = useMemo(() => new Set(figureIds), [figureIds]);
  const acceptBestPlan = (ids: number[]) => {
    // A described selection (Add All past the id limit) ticks only its own sites: the proposal,
    // a list, takes its place.
    if (selection.matching) selection.replace(ids);
    else selection.add(ids);
    setBestPlanOpen(false);
    notifications.show({
      color: 'teal',
      message: t('audience:bestPlan.accepted', { count: ids.length, n: ids.length }),
    });
  };

  const book = useBookInventory();
  const [excess, setExcess] = useState<BudgetExcess | null>(null);
  // Sites another campaign has booked for these dates, named by the server before they are added.
  const [bookedElsewhere, setBookedElsewhere] = useState<PlanSiteIssueDto[] | null>(null);
  const [answers, setAnswers] = useState({ increase: false, addBookedElsewhere: false });
  const submit = (given: { increase: boolean; addBookedElsewhere: boolean }, sites = choice) => {
    setAnswers(given);
    book.mutate(
      {
        campId,
        sites,
        bookingWithIncreasedBudget: given.increase,
        addBookedElsewhere: given.addBookedElsewhere,
      },
      {
        onSuccess: () => {
          selection.forget();
          navigate(`/admin/booked_inventory/${campId}`);
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : {};
          const refusal = planRefusalOf(error);
          if (refusal?.action === 'add' && refusal.sites.every((s) => s.reason === 'booked_elsewhere')) {
            setExcess(null);
            setBookedElsewhere(refusal.sites);
          } else if (
            error instanceof ApiError &&
            error.status === 409 &&
            typeof body.totalBudget === 'number'
          ) {
            setBookedElsewhere(null);
            setExcess({ totalBudget: body.totalBudget, newBudgetUsed: Number(body.newBudgetUsed) });
          } else {
            notifications.show({
              color: 'red',
              title: t('booking.failed'),
              message: translate(error.message),
            });
          }
        },
      },
    );
  };
  // Blocked here when the selection already passes the budget; the server checks again (409).
  const onPlan = () => {
    if (budgetCurrent && budgetCurrent.remainingBudget < 0 && camp.data) {
      setAnswers({ increase: false, addBookedElsewhere: false });
      setExcess({ totalBudget: camp.data.budget, newBudgetUsed: budgetCurrent.budget_used });
    } else submit({ increase: false, addBookedElsewhere: false });
  };
  const leaveOutBookedElsewhere = () => {
    const named = new Set((bookedElsewhere ?? []).map((s) => s.site_id));
    selection.remove([...named]);
    setBookedElsewhere(null);
    // Of a matching selection they are unticked: the server resolved them from it.
    submit(
      answers,
      'inv_ids' in choice
        ? { inv_ids: choice.inv_ids.filter((id) => !named.has(id)) }
        : { ...choice, exclude_ids: [...new Set([...choice.exclude_ids, ...named])].sort((a, b) => a - b) },
    );
  };

  if (camp.isError) {
    return (
      <Alert color="red" title={t('page.title')}>
        {translate(camp.error.message)}
      </Alert>
    );
  }
  const activeFilters = countActiveFilters(values);
  return (
    <Stack gap="md">
      <CampaignSummary
        eyebrow={t('page.title')}
        camp={camp.data}
        actions={
          <>
            <Toggle
              on={show.networks}
              onClick={() => flip('networks')}
              icon={<IconUsersGroup size={18} />}
              label={t('page.networks')}
              testId="toggle-networks"
            />
            <Toggle
              on={show.filters}
              onClick={() => flip('filters')}
              icon={<IconAdjustmentsHorizontal size={18} />}
              label={t('page.filters')}
              testId="toggle-filters"
              extra={
                activeFilters > 0 ? (
                  <Badge
                    size="sm"
                    circle
                    color={show.filters ? 'white' : 'indigo'}
                    c={show.filters ? 'indigo' : undefined}
                  >
                    {activeFilters}
                  </Badge>
                ) : undefined
              }
            />
            <Toggle
              on={show.map}
              onClick={() => flip('map')}
              icon={<IconMap size={18} />}
              label={t('page.showMap')}
              testId="toggle-map"
            />
          </>
        }
      />
      {show.networks && <NetworksCard networks={networks.data} loading={networks.isPending} />}
      {show.filters && (
        <FiltersCard
          values={values}
          onChange={changeFilters}
          options={options.data}
          places={places.data ?? []}
          genderHint={canEditAudience ? t('filters.genderIsAudience') : undefined}
          audience={
            <AudienceFilter
              audience={audience.audience}
              errors={audience.errors}
              onChange={audience.change}
              readOnly={!canEditAudience}
            />
          }
        />
      )}
      <AudiencePlanProvider value={audiencePlan}>
        {show.map ? (
          <InventoryMapCard
            campId={campId}
            filters={filters}
            networks={networkNames}
            selection={selection}
            canSelect={canPlan}
          />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <InventoryGrid
              campId={campId}
              filters={filters}
              networks={networkNames}
              selection={selection}
              canSelect={canPlan}
            />
          </Suspense>
        )}
      </AudiencePlanProvider>
      <SelectionBar
        count={selection.size}
        matching={selection.matching !== null}
        budget={budget.data}
        totalBudget={camp.data?.budget ?? 0}
        updating={budget.isFetching || budgetChoice !== choice}
        canPlan={canPlan}
        booking={book.isPending}
        onPlan={onPlan}
        onClear={() => selection.replace(null)}
        figures={(actions) => (
          <AudienceFigures
            figures={figures.data}
            updating={figures.settling || figures.isPlaceholderData}
            // Without the plan's sites the figures cannot be counted: said, not left "computing".
            error={figures.error ?? planned.error}
            actions={actions}
          />
        )}
        actions={
          canPlan ? (
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} />}
              onClick={() => setBestPlanOpen(true)}
              data-testid="best-plan-button"
            >
              {t('audience:bestPlan.button')}
            </Button>
          ) : undefined
        }
      />
      <BestPlanDialog
        campId={campId}
        filters={filters}
        opened={bestPlanOpen}
        selectedCount={selection.ids.size}
        currentIds={currentIds}
        onAccept={acceptBestPlan}
        onClose={() => setBestPlanOpen(false)}
      />
      <BudgetExceededDialog
        excess={excess}
        booking={book.isPending}
        onContinue={() => submit({ ...answers, increase: true })}
        onClose={() => setExcess(null)}
      />
      <BookedElsewhereDialog
        sites={bookedElsewhere}
        allOfThem={!!bookedElsewhere && bookedElsewhere.length >= selection.size}
        booking={book.isPending}
        onAddAnyway={() => submit({ ...answers, addBookedElsewhere: true })}
        onLeaveOut={leaveOutBookedElsewhere}
        onClose={() => setBookedElsewhere(null)}
      />
    </Stack>
  );
}
