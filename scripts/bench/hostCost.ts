/**
 * What a real Excel host charges for what the add-in asks of it, for benches that run on the fake host
 * (tests/fixtures/fakeOffice.ts), whose in-memory workbook takes cells at no cost. The model and the figures it
 * rests on are in docs/scale.md, "What Excel charges": a round trip per request, the bytes sent and received, and
 * each cell written or read. The same model is charged to every path of a bench, and the add-in's own time (the
 * run's wall time less the fake host's own work) is printed beside it, so nothing hides behind the model.
 */
import type { FakeExcelControl } from '../../tests/fixtures/fakeOffice.ts';

export interface HostCostModel {
  /** One request (context.sync) to Excel on the web and its answer, before any byte or cell is counted. */
  roundTripMs: number;
  /** Bytes a millisecond through Excel on the web's request channel, each way. */
  bytesPerMs: number;
  /** Microseconds Excel spends on each cell written (value, recalculation of what depends on it, undo). */
  cellWrittenUs: number;
  /** Microseconds Excel spends on each cell read. */
  cellReadUs: number;
}

/** Excel on the web; each figure's source in docs/scale.md, "What Excel charges". */
export const EXCEL_ON_THE_WEB: HostCostModel = {
  roundTripMs: 50,
  bytesPerMs: 2_700,
  cellWrittenUs: 5,
  cellReadUs: 5,
};

/** What the fake host counted over a stretch of work. */
export interface HostCount {
  requests: number;
  bytesSent: number;
  bytesReceived: number;
  cellsWritten: number;
  cellsRead: number;
  /** The fake host's own time (applying, answering, counting): not the add-in's. */
  fakeHostMs: number;
  /** The same as the main thread's CPU time (Node's threadCpuUsage). */
  fakeHostCpuMs: number;
}

/** The fake host's counters now, to take the difference of later (`countSince`). */
export function hostMark(control: FakeExcelControl): HostCount {
  return {
    requests: control.requests.length,
    bytesSent: 0,
    bytesReceived: 0,
    cellsWritten: control.cellsWritten,
    cellsRead: control.cellsRead,
    fakeHostMs: control.hostMs,
    fakeHostCpuMs: control.hostCpuMs,
  };
}

/** What the host was asked since `mark`. */
export function countSince(control: FakeExcelControl, mark: HostCount): HostCount {
  const sent = control.requests.slice(mark.requests);
  return {
    requests: sent.length,
    bytesSent: sent.reduce((sum, request) => sum + request.bytes, 0),
    bytesReceived: sent.reduce((sum, request) => sum + request.responseBytes, 0),
    cellsWritten: control.cellsWritten - mark.cellsWritten,
    cellsRead: control.cellsRead - mark.cellsRead,
    fakeHostMs: control.hostMs - mark.fakeHostMs,
    fakeHostCpuMs: control.hostCpuMs - mark.fakeHostCpuMs,
  };
}

/** The model's charge for what was asked, in milliseconds. */
export function modelMs(count: HostCount, model: HostCostModel = EXCEL_ON_THE_WEB): number {
  return (
    count.requests * model.roundTripMs +
    (count.bytesSent + count.bytesReceived) / model.bytesPerMs +
    (count.cellsWritten * model.cellWrittenUs + count.cellsRead * model.cellReadUs) / 1000
  );
}
