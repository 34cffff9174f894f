import { FactList } from '../../components/FactList';
import { Screen } from '../../components/Screen';
import { config } from '../../config';
import { useHostStore } from '../../host';

function storageAvailable(): boolean {
  try {
    const probe = 'wharf.runtime-test';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** What support asks a user to open first: how this runtime looks to Wharf. */
export default function RuntimeTestScreen() {
  const host = useHostStore();
  const diagnostics = host.diagnostics;
  return (
    <Screen description="How this browser or Excel looks to Wharf. Support may ask you for these values.">
      <FactList
        facts={[
          ['Host detection', host.status === 'ready' ? 'finished' : 'running…'],
          ['Host mode', host.mode],
          ['Excel version', diagnostics?.excelVersion ?? 'not available'],
          ['Excel host', diagnostics?.excelHost ?? 'not available'],
          ['Excel platform', diagnostics?.excelPlatform ?? 'not available'],
          ['Local storage', storageAvailable() ? 'available' : 'blocked'],
          ['office.js from', config.officeJsUrl],
          ['User agent', navigator.userAgent],
        ]}
      />
    </Screen>
  );
}
