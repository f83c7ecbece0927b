import { ActionIcon, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlanRowDto } from '@plano/core';
import { IconCheck, IconLinkOff, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { AgGridReact } from 'ag-grid-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useLastPageWithin } from '../../../components/grid-pager.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { pageLoading, useSelectedIds } from '../../../components/page-selection.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { tableDate } from '../../../lib/format.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { planRefusalOf, usePlanIssues } from '../../../lib/plan-issues.ts';
import { PlanPagedTable, type PlanPageQuery } from '../../bookings/index.ts';
import { GuestChat } from '../../chat/index.ts';
import { type OwnerDecision, useApproveInventory } from '../api/approve-inventory.ts';
import { fetchPendingIds, useApprovalPage, useOpenUser } from '../api/fetch-approval-inventory.ts';
import { PendingSelectionToolbar } from './pending-selection-toolbar.tsx';

/** The owner's two answers (SPEC §2: a check and a cross). */
const DECISIONS = [
  { decision: 'approve', color: 'green', Icon: IconCheck },
  { decision: 'disapprove', color: 'red', Icon: IconX },
] as const;

/** The parts of the link itself: a call refused over one of these means the link is bad. */
const LINK_PARTS = new Set(['token', 'userId', 'campId']);

/**
 * A link the server will not take: refused (401, 403: forged, expired, another owner's), or a
 * link whose own parts are malformed (400 naming only them, e.g. a campaign id cut short by a mail
 * client). A missing or mangled token already answers 401 like a forged one (issue 21).
 */
function isBadLink(error: Error): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401 || error.status === 403) return true;
  const fields = Object.keys(error.fields);
  return error.status === 400 && fields.length > 0 && fields.every((field) => LINK_PARTS.has(field));
}

/**
 * /open/approve_inventory/:userId/:campId?token=… — the media owner, with no login, approves or
 * refuses its sites of one campaign. A bad or expired link says so, and what to do.
 */
export function ApprovalPage() {
  const { userId = '', campId = '' } = useParams();
  const [params] = useSearchParams();
  const link = { userId, campId, token: params.get('token') ?? '' };
  const { t } = useTranslation('approvals');
  const translate = useTranslateMessage();
  const issues = usePlanIssues();
  const [pageQuery, setPageQuery] = useState<PlanPageQuery>({ page: 0, limit: 20 });
  const inventory = useApprovalPage(link, pageQuery);
  const total = inventory.data?.total_count ?? 0;
  useLastPageWithin(pageQuery, setPageQuery, inventory.data?.total_count);
  const owner = useOpenUser(link);
  const decide = useApproveInventory(link);
  const gridRef = useRef<AgGridReact<PlanRowDto>>(null);
  // The selection, across the pages: only sites awaiting the owner's answer can be in it.
  const { selected: selectedSet, ids: selected, pick, replace: setSelectedSet } = useSelectedIds();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const selectPending = useMutation({
    mutationFn: () => fetchPendingIds(link),
    onSuccess: setSelectedSet,
    onError: () => notifications.show({ color: 'red', message: t('selectPendingFailed') }),
  });
  const pending = inventory.data?.pending_count ?? 0;

  const linkError = inventory.error ?? owner.error;
  if (linkError) {
    const expired = isBadLink(linkError);
    return (
      <Paper withBorder p="xl" radius="md" maw={640} mx="auto" data-testid="approval-link-error">
        <Stack align="center" ta="center">
          <IconLinkOff size={40} />
          <Title order={1} size="h3">
            {expired ? t('badLink.title') : t('badLink.failed')}
          </Title>
          <Text>{expired ? t('badLink.text') : translate(linkError.message)}</Text>
          <LanguageSelect />
        </Stack>
      </Paper>
    );
  }

  const run = (approval: OwnerDecision) =>
    decide.mutate(
      { approval, invIds: selected },
      {
        onSuccess: () => setOutcome({ ok: true, text: t(`done.${approval}`, { count: selected.length }) }),
        onError: (error) => {
          const refusal = planRefusalOf(error);
          const text = refusal
            ? issues.message(refusal.action, refusal.sites)
            : (translate(error.message) ?? error.message);
          setOutcome({ ok: false, text });
        },
        onSettled: () => setSelectedSet([]),
      },
    );
  const camp = inventory.data?.camp;
  const ownerName = owner.data ? owner.data.company || owner.data.name : '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2" data-testid="approval-title">
            {t('title', { name: ownerName })}
          </Title>
          {camp && (
            <Text data-testid="approval-question">
              {t('question', {
                name: camp.name,
                brand: camp.brand,
                start: tableDate(camp.start_date),
                end: tableDate(camp.end_date),
              })}
            </Text>
          )}
        </div>
        <LanguageSelect />
      </Group>
      <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} testId="approval" />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm">
              <Text fw={600} data-testid="approval-selected">
                {t('selected', { count: selected.length })}
              </Text>
              <Group gap="xs">
                {DECISIONS.map(({ decision, color, Icon }) => (
                  <Tooltip key={decision} label={t(decision)}>
                    <ActionIcon
                      size="lg"
                      color={color}
                      variant="filled"
                      aria-label={t(decision)}
                      disabled={selected.length === 0}
                      loading={decide.isPending && decide.variables?.approval === decision}
                      onClick={() => run(decision)}
                      data-testid={`owner-${decision}`}
                    >
                      <Icon size={20} />
                    </ActionIcon>
                  </Tooltip>
                ))}
              </Group>
            </Group>
            <PendingSelectionToolbar
              pending={pending}
              selected={selected.length}
              selectingPending={selectPending.isPending}
              onSelectPending={() => selectPending.mutate()}
              onClear={() => setSelectedSet([])}
            />
            <Suspense fallback={<PageLoader />}>
              <PlanPagedTable
                rows={inventory.data?.approval_inventory}
                total={total}
                loading={pageLoading(inventory)}
                page={pageQuery}
                onPage={setPageQuery}
                selectedIds={selectedSet}
                onPick={pick}
                // Only a site awaiting the owner's answer can be answered; the others show how it went.
                selectable={(row) => row.status === 'pending'}
                gridRef={gridRef}
              />
            </Suspense>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
          {link.token && <GuestChat token={link.token} ownerUserId={userId} />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
