import { useLandedTable } from '../../host';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { PartPeriodsNote } from '../../components/PartPeriodsNote';
import { LandedResultGrid } from './LandedResultGrid';

/** The result last landed in the browser under this table name: the grid and its .xlsx download; nothing before. */
export function LandedInBrowser({ tableName, height = 320 }: { tableName: string; height?: number }) {
  const landed = useLandedTable(tableName);
  if (!landed) return null;
  return (
    <>
      <LandedResultGrid
        label={`Result: ${tableName}`}
        columns={landed.columns}
        rows={landed.rows}
        height={height}
      />
      <PartPeriodsNote texts={landed.about?.partPeriods} />
      <DownloadXlsxButton
        tableName={tableName}
        columns={landed.columns}
        rows={landed.rows}
        landedAt={landed.landedAt}
        {...(landed.about ? { about: landed.about } : {})}
      />
    </>
  );
}
