import { FactList } from '../../components/FactList';
import { Screen } from '../../components/Screen';
import { build } from '../../config';
import { useHostStore } from '../../host';
import { momentText } from '../../format/words';

/** The build's time as the reader's locale writes it; the stored text where it is not a time. */
function builtAtText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentText(date);
}

export default function VersionScreen() {
  const mode = useHostStore((state) => state.mode);
  const status = useHostStore((state) => state.status);
  return (
    <Screen description="Which build of Wharf this is.">
      <FactList
        facts={[
          ['Version', build.version],
          ['Build', build.buildId],
          ['Built at', builtAtText(build.builtAt)],
          ['Host mode', status === 'ready' ? mode : 'detecting…'],
        ]}
      />
    </Screen>
  );
}
