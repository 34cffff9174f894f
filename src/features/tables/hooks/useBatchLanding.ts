/** /table/batchUpdate: several designs landed one after another, each with its own progress and result. */
import { useCallback, useState } from 'react';
import { tableWriterFor, useHostStore } from '../../../host';
import type { TableDesign } from '../design/model';
import { landDesign, type LandingProgress } from '../landing/landingPipeline';
import { landingFailureText } from './useLanding';
import { useLandingRecord } from './useLandingRecord';
import { useInvalidateDesigns } from './useTableStorage';

export type BatchItemState =
  | { status: 'waiting' }
  | { status: 'running'; progress: LandingProgress | null; pendingEdit: boolean }
  | { status: 'done'; rowCount: number; address: string }
  | { status: 'failed'; message: string };

export function useBatchLanding() {
  const mode = useHostStore((state) => state.mode);
  const recordRefresh = useLandingRecord();
  const invalidate = useInvalidateDesigns();
  const [items, setItems] = useState<Readonly<Record<number, BatchItemState>>>({});
  const [running, setRunning] = useState(false);

  const setItem = (id: number, state: BatchItemState) => setItems((current) => ({ ...current, [id]: state }));

  const run = useCallback(
    async (designs: readonly TableDesign[]) => {
      setRunning(true);
      setItems(Object.fromEntries(designs.map((design) => [design.id ?? 0, { status: 'waiting' as const }])));
      // One at a time: Excel takes one write at a time, and each table's result is clear.
      for (const design of designs) {
        const id = design.id ?? 0;
        setItem(id, { status: 'running', progress: null, pendingEdit: false });
        try {
          const result = await landDesign(design, {
            writer: tableWriterFor(mode),
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
            recordRefresh: (refresh) => recordRefresh(design, refresh),
          });
          setItem(id, { status: 'done', rowCount: result.rowCount, address: result.address });
        } catch (error) {
          setItem(id, { status: 'failed', message: landingFailureText(error) });
        }
      }
      await invalidate();
      setRunning(false);
    },
    [mode, recordRefresh, invalidate],
  );

  return { items, running, run, mode };
}
