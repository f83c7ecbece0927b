// @vitest-environment happy-dom
import { DEFAULT_TARGET_AUDIENCE, type TargetAudience } from '@plano/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { AudienceFields } from './audience-fields.tsx';

const audience = (overrides: Partial<TargetAudience> = {}): TargetAudience => ({
  ...DEFAULT_TARGET_AUDIENCE,
  ...overrides,
});

describe('the target audience fields', () => {
  it('chooses ABC1 in one click and keeps the classes in their order when one is added', async () => {
    const onChange = vi.fn();
    await renderInApp(<AudienceFields value={audience()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'ABC1' }));
    expect(onChange).toHaveBeenLastCalledWith(audience({ classes: ['ab', 'c1a', 'c1b'] }));

    onChange.mockClear();
    await renderInApp(
      <AudienceFields value={audience({ classes: ['c3'] })} onChange={onChange} testId="b" />,
    );
    fireEvent.click(screen.getByTestId('b-class-ab').querySelector('input') as HTMLInputElement);
    expect(onChange).toHaveBeenLastCalledWith(audience({ classes: ['ab', 'c3'] }));
  });

  it('marks the choice that matches: ABC1 pressed for AB + C1a + C1b, not for all classes', async () => {
    await renderInApp(
      <AudienceFields value={audience({ classes: ['c1b', 'ab', 'c1a'] })} onChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'ABC1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All classes' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('takes a typed age, and keeps the previous one for what is not a whole number', async () => {
    const onChange = vi.fn();
    await renderInApp(<AudienceFields value={audience({ age_from: 20 })} onChange={onChange} />);
    const from = screen.getByLabelText('Age from');
    await userEvent.clear(from);
    await userEvent.type(from, '25');
    expect(onChange).toHaveBeenLastCalledWith(audience({ age_from: 25 }));
  });

  it('shows each field’s message where it belongs, in Spanish too', async () => {
    await renderInApp(
      <AudienceFields
        value={audience({ classes: [] })}
        onChange={() => {}}
        errors={{ classes: 'Elija al menos un NSE', age_to: 'Debe ser mayor' }}
      />,
      'es',
    );
    expect(screen.getByText('Niveles socioeconómicos (NSE)')).toBeTruthy();
    expect(screen.getByText('Elija al menos un NSE')).toBeTruthy();
    const ageTo = screen.getByLabelText('Edad hasta');
    expect(ageTo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Todos los NSE' })).toBeTruthy();
  });

  it('leaves the sex out when the planning filters show it as their gender', async () => {
    await renderInApp(<AudienceFields value={audience()} onChange={() => {}} withSex={false} />);
    expect(screen.queryByText('Sex')).toBeNull();
    await renderInApp(<AudienceFields value={audience()} onChange={() => {}} testId="with" />);
    expect(screen.getByText('Sex')).toBeTruthy();
  });
});
