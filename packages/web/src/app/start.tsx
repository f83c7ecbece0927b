/** The app itself: loaded by main.tsx once the first screen's downloads are under way. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
