import { MantineProvider } from '@mantine/core';
import type { Language } from '@plano/core';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/lib/i18n.ts';

let started = false;
afterEach(cleanup);

/** A component as the app shows it: Mantine's theme and the messages, in English or Spanish. */
export async function renderInApp(ui: ReactElement, language: Language = 'en'): Promise<RenderResult> {
  if (!started) {
    initI18n();
    started = true;
  }
  await i18next.changeLanguage(language);
  return render(<MantineProvider>{ui}</MantineProvider>);
}
