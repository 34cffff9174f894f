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

// The global error handler sees every error from here on; the SDK itself loads after the first paint.
installWindowErrorHandlers();
telemetry.start(config.telemetryConnectionString);
followSignedInUser();

createRoot(container, reactErrorOptions()).render(
  <StrictMode>
    {/* Fluent UI's default style renderer, on purpose without a RendererProvider that would adopt the CSS a
        prerendered page carries (docs/versions.md): adopting re-parses every rule of it (about a third of the time
        /signin takes to start). The rules the first render needs are inserted again, into new <style> elements
        that Griffel places in its bucket order beside the prerendered ones, before that render is committed. */}
    <App />
  </StrictMode>,
);

// The Office add-in script is loaded after start, so it never delays the first paint.
requestAnimationFrame(() =>
  setTimeout(() => {
    void startHost(config.officeJsUrl);
    // A new version is found by polling builds/latest.json, also kept out of the first paint.
    startVersionWatch(build.buildId);
  }, 0),
);
