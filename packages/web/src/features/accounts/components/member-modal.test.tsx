// @vitest-environment happy-dom
import type { MemberDto } from '@plano/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { MemberModal } from './member-modal.tsx';

const ROLES = [
  { _id: '00000000-0000-4000-8000-00000000000a', name: 'Planner', policies: [] },
  { _id: '00000000-0000-4000-8000-00000000000b', name: 'Approver', policies: [] },
];
const member = (id: string, name: string, overrides: Partial<MemberDto> = {}) =>
  ({
    _id: id,
    name,
    email: `${name.toLowerCase()}@agencia.cl`,
    phone: '+56 9 1111 2222',
    role: ROLES[0],
    business_units: ['Plano Media'],
    shared_users: [],
    ...overrides,
  }) as unknown as MemberDto;
const ANA = member('00000000-0000-4000-8000-000000000001', 'Ana');
const LUIS = member('00000000-0000-4000-8000-000000000002', 'Luis');

/** The roles for the role select, and whatever the save answers; the bodies sent are kept. */
function server() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/fetch_user_roles') return new Response(JSON.stringify({ roles: ROLES }));
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ members: [ANA, LUIS] }));
    }),
  );
  return sent;
}

async function renderEdit(language: 'en' | 'es') {
  const onClose = vi.fn();
  await renderInApp(<MemberModal opened member={ANA} members={[ANA, LUIS]} onClose={onClose} />, language);
  return onClose;
}

// happy-dom runs no CSS transitions: a list's dropdown keeps its `display: none` start.
const option = (name: string) => screen.findByRole('option', { name, hidden: true });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the member modal', () => {
  it('opens on the member as stored, and saves a new role and a shared user without a password', async () => {
    const sent = server();
    const onClose = await renderEdit('en');
    await waitFor(() => expect(input('member-role').value).toBe('Planner'));
    expect(input('member-name').value).toBe('Ana');

    await userEvent.click(input('member-role'));
    await userEvent.click(await option('Approver'));
    await userEvent.click(input('member-shared'));
    // Oneself is not among the people to share with.
    await expect(option('Ana')).rejects.toThrow();
    await userEvent.click(await option('Luis'));
    await userEvent.click(screen.getByTestId('member-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/update_member_details',
        body: {
          memberId: ANA._id,
          updateObj: {
            name: 'Ana',
            email: 'ana@agencia.cl',
            phone: '+56 9 1111 2222',
            role: ROLES[1]._id,
            business_units: ['Plano Media'],
            shared_users: [LUIS._id],
          },
        },
      },
    ]);
  });

  it('says in Spanish what a business unit needs, under that field, and sends nothing', async () => {
    const sent = server();
    await renderEdit('es');
    await waitFor(() => expect(input('member-role').value).toBe('Planner'));
    // Mantine's pill's remove button: the one unit goes.
    await userEvent.click(
      screen
        .getByTestId('member-units')
        .closest('.mantine-MultiSelect-root')
        ?.querySelector('button') as HTMLElement,
    );
    await userEvent.click(screen.getByTestId('member-submit'));
    expect(await screen.findByText('Unidades de negocio es un campo obligatorio')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
