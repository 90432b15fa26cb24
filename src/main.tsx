import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/i18n';
import { useApp } from './stores/app';
import { brand } from './branding';
import App from './App';
import { loadPlatform } from './stores/platform';

document.title = brand.title;
initI18n(useApp.getState().language);
void loadPlatform();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
