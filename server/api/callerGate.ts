/**
 * At most `concurrency` calls of one caller run at once; the caller's other calls wait their turn, first come first
 * served. The embedded database answers one query at a time, so twenty calls of one user in flight put twenty
 * queries ahead of everybody else's; through the gate there are never more than `concurrency`. The add-in's own
 * bursts (a screen asking several things at once) only queue, they are never refused.
 */
interface Lane {
  running: number;
  waiting: (() => void)[];
}

export class CallerGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly concurrency: number) {}

  /** Resolves when the caller's call may run; call the returned release once when it has ended. */
  async enter(key: string): Promise<() => void> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running < this.concurrency) lane.running += 1;
    else {
      const queue = lane.waiting;
      // The slot is handed over by leave(): `running` already counts this call when it resolves.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    let released = false;
    const held = lane;
    return () => {
      if (released) return;
      released = true;
      this.leave(key, held);
    };
  }

  /** Calls of this caller running or waiting now. */
  load(key: string): number {
    const lane = this.lanes.get(key);
    return lane ? lane.running + lane.waiting.length : 0;
  }

  private leave(key: string, lane: Lane): void {
    const next = lane.waiting.shift();
    if (next) {
      next();
      return;
    }
    lane.running -= 1;
    if (lane.running === 0) this.lanes.delete(key);
  }
}
