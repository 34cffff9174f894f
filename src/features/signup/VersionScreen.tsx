import { FactList } from '../../components/FactList';
import { Screen } from '../../components/Screen';
import { build } from '../../config';
import { useHostStore } from '../../host';

export default function VersionScreen() {
  const mode = useHostStore((state) => state.mode);
  const status = useHostStore((state) => state.status);
  return (
    <Screen description="Which build of Wharf this is.">
      <FactList
        facts={[
          ['Version', build.version],
          ['Build', build.buildId],
          ['Built at', build.builtAt],
          ['Host mode', status === 'ready' ? mode : 'detecting…'],
        ]}
      />
    </Screen>
  );
}
