// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { GridPager } from './grid-pager.tsx';

describe('the grid pager', () => {
  it('says which rows are shown and turns the page it shows (from 1) into the server’s (from 0)', async () => {
    const onPage = vi.fn();
    await renderInApp(<GridPager page={1} limit={20} total={45} onPage={onPage} onLimit={() => {}} />);
    expect(screen.getByTestId('grid-range').textContent).toBe('21–40 of 45');
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows the last page short, and nothing as 0–0 of 0, and says it in Spanish', async () => {
    await renderInApp(<GridPager page={2} limit={20} total={45} onPage={() => {}} onLimit={() => {}} />);
    expect(screen.getByTestId('grid-range').textContent).toBe('41–45 of 45');
    await renderInApp(<GridPager page={0} limit={50} total={0} onPage={() => {}} onLimit={() => {}} />, 'es');
    expect(screen.getAllByTestId('grid-range')[1].textContent).toBe('0–0 de 0');
  });

  it('asks for another page size from its list', async () => {
    const onLimit = vi.fn();
    await renderInApp(<GridPager page={0} limit={20} total={4500} onPage={() => {}} onLimit={onLimit} />);
    expect(screen.getByTestId('grid-range').textContent).toBe('1–20 of 4,500');
    await userEvent.click(screen.getByRole('textbox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50', hidden: true }));
    expect(onLimit).toHaveBeenLastCalledWith(50);
  });
});
