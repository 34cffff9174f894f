/** The Excel diagnostics and this build's id, for a support request. */
import { FactList } from '../../../components/FactList';
import { build } from '../../../config';
import { useHostStore } from '../../../host';

const NOT_AVAILABLE = 'Not available';

export function ExcelDiagnostics() {
  const mode = useHostStore((state) => state.mode);
  const diagnostics = useHostStore((state) => state.diagnostics);
  return (
    <FactList
      facts={[
        ['Running in', mode === 'excel' ? 'Excel' : 'A browser tab'],
        ['Excel version', diagnostics?.excelVersion ?? NOT_AVAILABLE],
        ['Excel host', diagnostics?.excelHost ?? NOT_AVAILABLE],
        ['Excel platform', diagnostics?.excelPlatform ?? NOT_AVAILABLE],
        ['Build id', build.buildId],
      ]}
    />
  );
}
