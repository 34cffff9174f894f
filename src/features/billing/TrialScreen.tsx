import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useClientState } from '../../store';
import { TrialPanel } from './TrialPanel';

/** /settings/trial: the current instance's trial. */
export default function TrialScreen() {
  const instanceId = useClientState((state) => state.currentInstance?.id ?? null);
  return (
    <Screen description="Your trial: what it includes and when it ends.">
      <RequireInstance>{instanceId === null ? null : <TrialPanel instanceId={instanceId} />}</RequireInstance>
    </Screen>
  );
}
