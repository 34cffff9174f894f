import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { build, config } from './config';
// The host's store, not its barrel: the barrel brings the Excel writer into the start-up chunk.
import { startHost } from './host/hostStore';
import { followSignedInUser, installWindowErrorHandlers, reactErrorOptions, telemetry } from './telemetry';
import { startVersionWatch } from './version';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// SPEC §8: the global error handler sees every error from here on; the SDK itself loads after the first paint.
installWindowErrorHandlers();
telemetry.start(config.telemetryConnectionString);
followSignedInUser();

createRoot(container, reactErrorOptions()).render(
  <StrictMode>
    {/* Picks up the CSS a prerendered page (docs/versions.md) carries, instead of inserting it a second time. */}
    <RendererProvider renderer={createDOMRenderer(document)} targetDocument={document}>
      <App />
    </RendererProvider>
  </StrictMode>,
);

// SPEC §2: the Office add-in script is loaded after start, so it never delays the first paint.
requestAnimationFrame(() =>
  setTimeout(() => {
    void startHost(config.officeJsUrl);
    // SPEC §4: a new version is found by polling builds/latest.json, also kept out of the first paint.
    startVersionWatch(build.buildId);
  }, 0),
);
