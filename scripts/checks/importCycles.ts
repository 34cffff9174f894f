/**
 * Import cycles in an import graph (importGraph.ts): each group of files that import one another round (a strongly
 * connected component of two or more files), with one shortest chain through it to show where to cut. Every file of
 * such a group was one that `import/no-cycle` reported.
 */
import type { ImportEdge } from './importGraph.ts';

export interface ImportCycle {
  /** The files that import one another round, sorted. */
  readonly files: readonly string[];
  /** A shortest chain from the group's first file back to it: each file and the import it follows. */
  readonly chain: readonly { readonly file: string; readonly edge: ImportEdge }[];
}

/** Tarjan's strongly connected components, iterative so that a deep chain of imports cannot overflow the stack. */
function components(graph: ReadonlyMap<string, readonly ImportEdge[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const frames: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as { file: string; edge: number };
      const edges = graph.get(frame.file) ?? [];
      const edge = edges[frame.edge];
      if (edge !== undefined) {
        frame.edge += 1;
        const target = edge.target;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          frames.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent !== undefined) {
        low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        found.push(component);
      }
    }
  }
  return found;
}

/** A shortest chain from `start` back to it inside the component (breadth first). */
function shortestChain(
  graph: ReadonlyMap<string, readonly ImportEdge[]>,
  members: ReadonlySet<string>,
  start: string,
): ImportCycle['chain'] {
  const cameFrom = new Map<string, { file: string; edge: ImportEdge }>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head] as string;
    for (const edge of graph.get(file) ?? []) {
      if (!members.has(edge.target) || cameFrom.has(edge.target)) continue;
      cameFrom.set(edge.target, { file, edge });
      if (edge.target === start) {
        const chain: { file: string; edge: ImportEdge }[] = [];
        for (let step = cameFrom.get(start); step !== undefined; step = cameFrom.get(step.file)) {
          chain.unshift(step);
          if (step.file === start) break;
        }
        return chain;
      }
      queue.push(edge.target);
    }
  }
  return [];
}

/** Every import cycle in the graph, in file order. */
export function importCycles(graph: ReadonlyMap<string, readonly ImportEdge[]>): ImportCycle[] {
  return components(graph)
    .filter((component) => component.length > 1)
    .map((component) => {
      const files = [...component].sort();
      const start = files[0] as string;
      return { files, chain: shortestChain(graph, new Set(files), start) };
    })
    .sort((a, b) => ((a.files[0] ?? '') < (b.files[0] ?? '') ? -1 : 1));
}

/** One cycle as lines to print: the chain, file:line by file:line, then the group if the chain leaves some out. */
export function cycleReport(cycle: ImportCycle, name: (file: string) => string): string {
  const lines = cycle.chain.map(
    ({ file, edge }) => `  ${name(file)}:${edge.line.toString()} imports '${edge.specifier}'`,
  );
  const first = cycle.files[0];
  const header = `Import cycle: ${[...cycle.chain.map(({ file }) => name(file)), first === undefined ? '' : name(first)].join(' → ')}`;
  const rest =
    cycle.files.length > cycle.chain.length
      ? [
          `  (${cycle.files.length.toString()} files import one another round: ${cycle.files.map(name).join(', ')})`,
        ]
      : [];
  return [header, ...lines, ...rest].join('\n');
}
