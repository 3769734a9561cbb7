import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reportCaughtError } from './app/route-error';
import { warmUpIntl } from './app/warm-up-intl';
import './index.css';

createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
warmUpIntl();
