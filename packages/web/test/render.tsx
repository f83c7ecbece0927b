import { MantineProvider } from '@mantine/core';
import type { Language } from '@plano/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../src/lib/i18n.ts';

let started = false;
// Each test starts as the app opens: nothing drawn, the real fetch, empty storage.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * A component as the app shows it: Mantine's theme and the messages, in English or Spanish, and a
 * query client of its own (a failed call is not tried again: the test sees it at once).
 */
export async function renderInApp(ui: ReactElement, language: Language = 'en'): Promise<RenderResult> {
  if (!started) {
    initI18n();
    started = true;
  }
  await i18next.changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As a wrapper, so that a test's rerender() keeps the theme and the client too.
  const App = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: App }) as RenderResult;
}
