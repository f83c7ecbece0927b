// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { CreateCampaignModal } from './create-campaign-modal.tsx';

/** The regions the States list asks for; any other call is kept, to show none was made. */
function server() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ result: { state: ['Región de Valparaíso'] } }));
    }),
  );
  return calls;
}

async function openForm(language: 'en' | 'es') {
  await renderInApp(
    <MemoryRouter>
      <CreateCampaignModal opened onClose={() => {}} />
    </MemoryRouter>,
    language,
  );
  return screen.findByTestId('create-campaign-submit');
}

describe('the Create Campaign form', () => {
  it('names every missing field under it in the SPEC’s words, by the server’s own schema, and sends nothing', async () => {
    const calls = server();
    await userEvent.click(await openForm('en'));
    for (const field of ['Brand', 'Campaign Name', 'Budget', 'Media Type', 'States', 'Cities'])
      expect(await screen.findByText(`${field} is Required`)).toBeTruthy();
    expect(screen.getByText('Start Date is not Valid Date')).toBeTruthy();
    expect(screen.getByText('End Date is not Valid Date')).toBeTruthy();
    expect(calls.filter((url) => url.endsWith('/create_campaign'))).toEqual([]);
  });

  it('says the same in Spanish, with the fields’ Spanish names', async () => {
    server();
    localStorage.setItem('lng', 'es');
    await userEvent.click(await openForm('es'));
    expect(await screen.findByText('Marca es un campo obligatorio')).toBeTruthy();
    expect(screen.getByText('Presupuesto es un campo obligatorio')).toBeTruthy();
    expect(screen.queryByText(/is Required/)).toBeNull();
  });

  it('names only the fields still missing once some are filled', async () => {
    server();
    await openForm('en');
    await userEvent.type(screen.getByLabelText(/^Brand/), 'Café Andino');
    await userEvent.type(screen.getByLabelText(/^Campaign Name/), 'Invierno');
    await userEvent.click(screen.getByTestId('create-campaign-submit'));
    expect(await screen.findByText('Budget is Required')).toBeTruthy();
    expect(screen.queryByText('Brand is Required')).toBeNull();
    expect(screen.queryByText('Campaign Name is Required')).toBeNull();
  });
});
