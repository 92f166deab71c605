import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { initialLanguage, setLanguage } from './i18n/i18n.ts';
import { registerServiceWorker } from './pwa.ts';
import { AppRouter } from './routes/router.tsx';
// Creates the API client before any screen or store can make a call.
import './state/api.ts';
import './styles/base.css';

void setLanguage(initialLanguage());
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <AppRouter />
    </I18nProvider>
  </StrictMode>,
);
