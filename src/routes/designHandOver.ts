/**
 * A new, unsaved table design handed to the designer in the router's state (the AI view's "Open in the table
 * designer"): /table/new reads it once and opens the design; without it /table/new is the usual empty design. The
 * state is read back through its schema: history state survives reloads and is the browser's, not ours.
 */
import { z } from 'zod';
import { tableQuerySchema, type TableQuery } from '@wharf/contract';
import type { RoutePath } from './routeTable';

const DESIGNER_PATH = '/table/:id' satisfies RoutePath;
/** The designer of a design not saved yet. */
export const NEW_DESIGN_HREF = DESIGNER_PATH.replace(':id', 'new');

/** A design's name is at most this long (the designer's tableDesignSchema): a longer question is cut. */
export const DESIGN_NAME_LIMIT = 200;

const handOverSchema = z.object({
  newDesign: z.object({ name: z.string().max(DESIGN_NAME_LIMIT), query: tableQuerySchema }),
});

export interface DesignHandOver {
  name: string;
  query: TableQuery;
}

/** The router state that opens this design as a new one. */
export function designHandOverState(design: DesignHandOver): z.infer<typeof handOverSchema> {
  return { newDesign: { name: design.name, query: design.query } };
}

/** The design handed over in this state; null when there is none (or it no longer reads as one). */
export function readDesignHandOver(state: unknown): DesignHandOver | null {
  const parsed = handOverSchema.safeParse(state);
  return parsed.success ? parsed.data.newDesign : null;
}
