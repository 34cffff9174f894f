/**
 * Landing a design from a screen: progress per page, the pending-edit flag, cancel, and the result. The
 * refresh records the landing (recordLanding.ts); the host mode comes from src/host. Failures show their notice; the design is left
 * as it was.
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError, noticeTextFor } from '../api';
import { LandingError, tableWriterFor, useHostStore } from '../host';
import { notify, Severity } from '../notices';
import type { TableDesign } from '../design/tableDesign';
import type { HandEditQuestion } from './HandEditsDialog';
import type { LandingProgress } from './landingPipeline';
import type { HandEditChoice, RefreshResult } from './refreshTable';
import { useTableRefresh } from './useTableRefresh';
import { useInvalidateDesigns } from '../design/useTableStorage';

export type LandingState =
  | { status: 'idle' }
  | { status: 'running'; progress: LandingProgress | null; pendingEdit: boolean }
  | { status: 'asking'; question: HandEditQuestion }
  | { status: 'done'; result: RefreshResult }
  | { status: 'failed'; message: string };

export function landingFailureText(error: unknown): string {
  if (error instanceof ApiError) return noticeTextFor(error);
  if (error instanceof LandingError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The edit-mode timeout is a warning, as are the API's warnings. */
function isWarning(error: unknown): boolean {
  if (error instanceof LandingError) return error.kind === 'edit-mode-timeout';
  return error instanceof ApiError && error.warning;
}

/**
 * Lands designs one at a time; `land` answers the result, or null when it failed (the state says why). Screens other
 * than the designer say `fromDesigner: false` (recordLanding.ts).
 */
export function useLanding({ fromDesigner = true }: { fromDesigner?: boolean } = {}) {
  const mode = useHostStore((state) => state.mode);
  const invalidate = useInvalidateDesigns();
  const refresh = useTableRefresh();
  const [state, setState] = useState<LandingState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const land = useCallback(
    async (design: TableDesign): Promise<RefreshResult | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'running', progress: null, pendingEdit: false });
      try {
        const result = await refresh(design, {
          writer: tableWriterFor(mode),
          // Hand edits: the question shows where the landing's status does, and the refresh waits.
          decide: (changedCells, tableName, rowsPerCheck) =>
            new Promise<HandEditChoice>((resolve) =>
              setState({
                status: 'asking',
                question: {
                  changedCells,
                  tableName,
                  ...(rowsPerCheck === undefined ? {} : { rowsPerCheck }),
                  answer: (choice) => {
                    setState({ status: 'running', progress: null, pendingEdit: false });
                    resolve(choice);
                  },
                },
              }),
            ),
          signal: abort.signal,
          onProgress: (progress) =>
            setState((current) => (current.status === 'running' ? { ...current, progress } : current)),
          onPendingEdit: (pendingEdit) =>
            setState((current) => (current.status === 'running' ? { ...current, pendingEdit } : current)),
          fromDesigner,
        });
        if (result === null) {
          setState({ status: 'idle' });
          return null;
        }
        setState({ status: 'done', result });
        if (design.id !== null) await invalidate();
        return result;
      } catch (error) {
        if (abort.signal.aborted) {
          setState({ status: 'idle' });
          return null;
        }
        const message = landingFailureText(error);
        setState({ status: 'failed', message });
        notify({ text: message, severity: isWarning(error) ? Severity.Warning : Severity.Error });
        return null;
      }
    },
    [mode, fromDesigner, invalidate, refresh],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, land, cancel, mode };
}
