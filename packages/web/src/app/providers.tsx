import {
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  darken,
  defaultVariantColorsResolver,
  MantineProvider,
  Modal,
  MultiSelect,
  Notification,
  Pagination,
  Select,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { foldedOptionsFilter } from '../lib/search.ts';
import { clearSession } from '../lib/session.ts';

/**
 * Contrast is set here, once for every screen (WCAG AA, 4.5:1 for text): the primary shade is
 * indigo 8 (5.7:1 on white), light and subtle variants write their text in shade 9, dimmed text is
 * gray 7, as are placeholders, and errors red 9 — Mantine's defaults (shade 6, gray 6, gray 5) fall
 * short on white and on tints.
 */
/** Hues whose darkest shade still reads poorly on their own tint. */
const PALE_HUES = new Set(['yellow', 'lime', 'orange']);

function buildTheme() {
  // Close buttons of dialogs and drawers are icons; they need a name in the reader's language.
  const closeButtonProps = { 'aria-label': i18next.t('common:actions.close') };
  const clearButtonProps = { 'aria-label': i18next.t('common:actions.clear') };
  return createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: 8, dark: 8 },
    // Filled buttons and badges pick black or white text, whichever reads better on their fill.
    autoContrast: true,
    luminanceThreshold: 0.18,
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    defaultRadius: 'md',
    // A reader who asks the system for less motion gets dialogs, menus and drawers without their
    // fades and slides (WCAG 2.3.3); the map honours the same setting on its own (it jumps).
    respectReducedMotion: true,
    variantColorResolver: (input) => {
      const colors = defaultVariantColorsResolver(input);
      const { variant, color, theme: current } = input;
      const name = color ?? current.primaryColor;
      // Text on a tint: shade 9, a little darker still for the pale hues (teal, green, orange).
      if ((variant === 'light' || variant === 'subtle') && current.colors[name]) {
        const amount = PALE_HUES.has(name) ? 0.4 : 0.15;
        return {
          ...colors,
          color: name === 'gray' ? current.colors.gray[7] : darken(current.colors[name][9], amount),
        };
      }
      return colors;
    },
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      DatePickerInput: DatePickerInput.extend({ defaultProps: { clearButtonProps } }),
      // The description darker than Mantine's dimmed gray (3.3:1 on white; WCAG asks 4.5:1).
      Notification: Notification.extend({
        defaultProps: { closeButtonProps },
        styles: { description: { color: 'var(--mantine-color-gray-7)' } },
      }),
      // Every searchable dropdown ignores case and accents ("nunoa" → Ñuñoa), decision 0019.
      Select: Select.extend({ defaultProps: { filter: foldedOptionsFilter } }),
      MultiSelect: MultiSelect.extend({ defaultProps: { filter: foldedOptionsFilter } }),
      Pagination: Pagination.extend({
        defaultProps: {
          getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
            'aria-label': i18next.t(`common:pagination.${control}`),
          }),
        },
      }),
    },
  });
}

const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[9],
    // Placeholders are text too (gray 5 reads at 2.1:1): a file field's, a span, is checked by axe.
    '--mantine-color-placeholder': current.colors.gray[7],
  },
  dark: {},
});

// A token the server no longer accepts ends the session; the guards then send the user to sign in.
setSessionExpiredHandler(() => {
  clearSession();
  queryClient.clear();
});

export function AppProviders({ children }: { children: ReactNode }) {
  // Built once i18n is ready (the language is fixed for a page's life: changing it reloads).
  const theme = useMemo(buildTheme, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: currentLanguage() }}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
