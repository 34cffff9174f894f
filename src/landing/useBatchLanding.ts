/** /table/batchUpdate: several designs landed one after another, each with its own progress and result. */
import { useCallback, useState } from 'react';
import { tableWriterFor, useHostStore } from '../host';
import type { TableDesign } from '../design/tableDesign';
import type { KeyedRefreshSummary } from '../host/refreshByKey/outcome';
import type { HandEditQuestion } from './HandEditsDialog';
import type { LandingProgress } from './landingPipeline';
import type { HandEditChoice } from './refreshTable';
import { useTableRefresh } from './useTableRefresh';
import { landingFailureText } from './useLanding';
import { useInvalidateDesigns } from '../design/useTableStorage';

export type BatchItemState =
  | { status: 'waiting' }
  | { status: 'running'; progress: LandingProgress | null; pendingEdit: boolean }
  | { status: 'asking'; question: HandEditQuestion }
  | { status: 'done'; rowCount: number; address: string; tableName: string; byKey?: KeyedRefreshSummary }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/** How many tables of a batch landed, failed, or were cancelled at the hand-edit question. */
export interface BatchSummary {
  done: number;
  failed: number;
  cancelled: number;
}

export function useBatchLanding() {
  const mode = useHostStore((state) => state.mode);
  const invalidate = useInvalidateDesigns();
  const refresh = useTableRefresh();
  const [items, setItems] = useState<Readonly<Record<number, BatchItemState>>>({});
  const [running, setRunning] = useState(false);

  const setItem = (id: number, state: BatchItemState) => setItems((current) => ({ ...current, [id]: state }));

  const run = useCallback(
    async (designs: readonly TableDesign[]): Promise<BatchSummary> => {
      const summary: BatchSummary = { done: 0, failed: 0, cancelled: 0 };
      setRunning(true);
      setItems(Object.fromEntries(designs.map((design) => [design.id ?? 0, { status: 'waiting' as const }])));
      // One at a time: Excel takes one write at a time, and each table's result is clear.
      for (const design of designs) {
        const id = design.id ?? 0;
        setItem(id, { status: 'running', progress: null, pendingEdit: false });
        try {
          const result = await refresh(design, {
            writer: tableWriterFor(mode),
            decide: (changedCells, tableName, rowsPerCheck) =>
              new Promise<HandEditChoice>((resolve) =>
                setItem(id, {
                  status: 'asking',
                  question: {
                    changedCells,
                    tableName,
                    ...(rowsPerCheck === undefined ? {} : { rowsPerCheck }),
                    answer: (choice) => {
                      setItem(id, { status: 'running', progress: null, pendingEdit: false });
                      resolve(choice);
                    },
                  },
                }),
              ),
            onProgress: (progress) =>
              setItems((current) => {
                const item = current[id];
                return item?.status === 'running' ? { ...current, [id]: { ...item, progress } } : current;
              }),
            onPendingEdit: (pendingEdit) =>
              setItems((current) => {
                const item = current[id];
                return item?.status === 'running' ? { ...current, [id]: { ...item, pendingEdit } } : current;
              }),
          });
          summary[result === null ? 'cancelled' : 'done'] += 1;
          setItem(
            id,
            result === null
              ? { status: 'cancelled' }
              : {
                  status: 'done',
                  rowCount: result.rowCount,
                  address: result.address,
                  tableName: result.tableName,
                  ...(result.byKey ? { byKey: result.byKey } : {}),
                },
          );
        } catch (error) {
          summary.failed += 1;
          setItem(id, { status: 'failed', message: landingFailureText(error) });
        }
      }
      await invalidate();
      setRunning(false);
      return summary;
    },
    [mode, invalidate, refresh],
  );

  return { items, running, run, mode };
}
