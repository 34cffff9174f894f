import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { config } from './config';
import { startHost } from './host';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// SPEC §2: the Office add-in script is loaded after start, so it never delays the first paint.
requestAnimationFrame(() => setTimeout(() => void startHost(config.officeJsUrl), 0));
