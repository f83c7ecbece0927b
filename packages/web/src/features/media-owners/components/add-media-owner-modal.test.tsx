// @vitest-environment happy-dom
import type { MediaOwnerDto } from '@plano/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { AddMediaOwnerModal } from './add-media-owner-modal.tsx';

const OWNER = { _id: 'o1', name: 'Vía Sur' } as MediaOwnerDto;

/** The server as the form meets it: the regions, and an answer for the add. */
function server(addAnswer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/v2/fetch_distinct_filters') {
        return new Response(JSON.stringify({ result: { state: ['Biobío', 'Valparaíso'] } }));
      }
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(addAnswer.body), { status: addAnswer.status });
    }),
  );
  return sent;
}

async function renderModal(language: 'en' | 'es', onAdded = vi.fn()) {
  await renderInApp(<AddMediaOwnerModal opened onClose={() => {}} onAdded={onAdded} />, language);
  return onAdded;
}

const statesInput = () => screen.getByTestId('owner-states');
// happy-dom runs no CSS transitions: the list's dropdown keeps its `display: none` start, which the
// role query would take for hidden. The options are there and answer clicks.
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

describe('Add Media Owner', () => {
  it('shows each message under its field in Spanish, and a field’s goes when it is edited', async () => {
    const sent = server({ status: 200, body: { added_media_owner: OWNER } });
    await renderModal('es');
    await userEvent.click(screen.getByTestId('add-media-owner-submit'));
    expect(await screen.findByText('Regiones es un campo obligatorio')).toBeTruthy();
    expect(sent).toEqual([]);
    // Only while nothing is chosen does the field say what to do.
    expect(statesInput().getAttribute('placeholder')).toBe('Elige las regiones donde opera');

    await userEvent.click(statesInput());
    await userEvent.click(await option('Valparaíso'));
    await waitFor(() => expect(screen.queryByText('Regiones es un campo obligatorio')).toBeNull());
    expect(statesInput().getAttribute('placeholder')).toBeNull();
  });

  it('sends the chosen country and regions, and puts the server’s field message under its field', async () => {
    const sent = server({
      status: 400,
      body: { error: { code: 'validation_error', message: 'x', fields: { email: 'Email already exists' } } },
    });
    const onAdded = await renderModal('en');
    await userEvent.type(screen.getByTestId('owner-name'), 'Vía Sur');
    await userEvent.type(screen.getByTestId('owner-email'), 'ventas@viasur.cl');
    await userEvent.type(screen.getByTestId('owner-phone'), '+56 9 1234 5678');
    await userEvent.type(screen.getByTestId('owner-password'), 'una-clave-larga-1');
    await userEvent.click(statesInput());
    await userEvent.click(await option('Biobío'));
    await userEvent.click(screen.getByTestId('add-media-owner-submit'));

    expect(await screen.findByText('Email already exists')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Vía Sur',
        email: 'ventas@viasur.cl',
        country: 'Chile',
        states: ['Biobío'],
      }),
    ]);
    expect(onAdded).not.toHaveBeenCalled();
  });
});
