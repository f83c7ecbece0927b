// @vitest-environment happy-dom
import { DEFAULT_TARGET_AUDIENCE } from '@plano/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { usePlanAudience } from './plan-audience.ts';

/** The plan's ids each /plan_audience call asked for. */
function server() {
  const asked: number[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      asked.push(JSON.parse(String(init.body)).inv_ids);
      return new Response(JSON.stringify({ impressions: { value: 1 } }));
    }),
  );
  return asked;
}

/** A page whose plan arrives when "load" is pressed, then grows by a site with "add". */
function PlanPage() {
  const [ids, setIds] = useState<number[] | undefined>(undefined);
  const figures = usePlanAudience('c-1', ids, DEFAULT_TARGET_AUDIENCE);
  return (
    <>
      <button type="button" onClick={() => setIds([3, 7])}>
        load
      </button>
      <button type="button" onClick={() => setIds([...(ids ?? []), 9])}>
        add
      </button>
      <output data-testid="state">{figures.data ? 'figures' : 'none'}</output>
    </>
  );
}

describe('the plan’s audience figures', () => {
  it('are not asked for an empty plan while the plan loads, then asked for its sites', async () => {
    const asked = server();
    await renderInApp(<PlanPage />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByText('load'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('figures'));
    expect(asked).toEqual([[3, 7]]);
  });

  it('ask again for the plan as it changes', async () => {
    const asked = server();
    await renderInApp(<PlanPage />);
    await userEvent.click(screen.getByText('load'));
    await waitFor(() => expect(asked).toEqual([[3, 7]]));
    await userEvent.click(screen.getByText('add'));
    await waitFor(() =>
      expect(asked).toEqual([
        [3, 7],
        [3, 7, 9],
      ]),
    );
  });
});
