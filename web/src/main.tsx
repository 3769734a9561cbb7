import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { inDeviceLanguage } from './app/device-language';
import { reportCaughtError } from './app/route-error';
import { warmUpIntl } from './app/warm-up-intl';
import './index.css';

inDeviceLanguage(() => {
  createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  warmUpIntl();
});
