// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { NotConfigured } from './not-configured.tsx';

const handOff = (shown: boolean) => (
  <NotConfigured id="audit-not-configured" text="The audit tool is not configured" shown={shown}>
    <Button disabled={shown}>Sync</Button>
  </NotConfigured>
);

describe('a hand-off button and its not-configured note', () => {
  it('is described by the note while the note is shown', async () => {
    await renderInApp(handOff(true));
    const button = screen.getByRole('button', { name: 'Sync' });
    expect(button.getAttribute('aria-describedby')).toBe('audit-not-configured');
    expect(document.getElementById('audit-not-configured')?.textContent).toBe(
      'The audit tool is not configured',
    );
  });

  it('is described by nothing when its system is set up', async () => {
    await renderInApp(handOff(false));
    expect(screen.getByRole('button', { name: 'Sync' }).hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('audit-not-configured')).toBeNull();
  });
});
