// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQuery } from '../../../../../test/media-query.ts';
import { renderInApp } from '../../../../../test/render.tsx';
import { SelectionBar } from './selection-bar.tsx';

const PHONE = '(max-width: 47.99em)';
const CRAMPED = '(max-width: 87.99em), (max-height: 49.99em)';

/** A window that answers the given media queries as matching, and no other. */
function windowMatching(...queries: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQuery(query, queries.includes(query)),
  );
}

const bar = () =>
  renderInApp(
    <SelectionBar
      count={3}
      matching={false}
      budget={{ budget_used: 300, budget_progress: 30, remainingBudget: 700 }}
      totalBudget={1000}
      updating={false}
      canPlan
      booking={false}
      onPlan={() => {}}
      onClear={() => {}}
      figures={(actions: ReactNode) => <div data-testid="figures">{actions}</div>}
      actions={<Button data-testid="best-plan">Best plan</Button>}
    />,
  );

describe('the selection bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a wide desktop shows the figures with the actions beside them, nothing folded', async () => {
    windowMatching();
    await bar();
    expect(screen.queryByTestId('figures-toggle')).toBeNull();
    expect(within(screen.getByTestId('figures')).getByTestId('best-plan')).toBeTruthy();
    expect(screen.getAllByTestId('best-plan')).toHaveLength(1);
  });

  it('on a cramped window folds the figures but keeps the actions beside their button', async () => {
    windowMatching(CRAMPED);
    await bar();
    const toggle = screen.getByTestId('figures-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByTestId('figures')).queryByTestId('best-plan')).toBeNull();
    expect(toggle.parentElement?.contains(screen.getByTestId('best-plan'))).toBe(true);
    expect(screen.getAllByTestId('best-plan')).toHaveLength(1);
  });

  it('on a phone folds the actions with the figures', async () => {
    windowMatching(PHONE, CRAMPED);
    await bar();
    expect(screen.getByTestId('figures-toggle')).toBeTruthy();
    expect(within(screen.getByTestId('figures')).getByTestId('best-plan')).toBeTruthy();
    expect(screen.getAllByTestId('best-plan')).toHaveLength(1);
  });
});
