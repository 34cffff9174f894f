/**
 * Operations packed into requests by their bytes: each request (context.sync) stays under the block budget, well
 * under Excel on the web's 5 MB, counting every operation's own envelope beside its values.
 */
import { BLOCK_BUDGET_BYTES } from '../chunking';

/** What one operation adds to a request besides its values: its action, object path and address. */
export const OPERATION_ENVELOPE_BYTES = 256;

export class RequestPacker {
  requests = 0;
  largestBytes = 0;
  /** Told after each request of queued operations went through. */
  onSent: () => void = () => undefined;
  private pending = 0;
  private queued = 0;

  constructor(
    private readonly context: Excel.RequestContext,
    private readonly budgetBytes = BLOCK_BUDGET_BYTES,
    /** Queued before each request: suspending what the host lets wait until the sync. */
    private readonly beforeEach: (context: Excel.RequestContext) => void = () => undefined,
  ) {}

  /** Queues an operation of about `bytes` of values, sending what is queued first when it would not fit. */
  async add(bytes: number, queue: () => void): Promise<void> {
    const size = bytes + OPERATION_ENVELOPE_BYTES;
    if (this.queued > 0 && this.pending + size > this.budgetBytes) await this.flush();
    if (this.queued === 0) this.beforeEach(this.context);
    queue();
    this.pending += size;
    this.queued += 1;
  }

  /** Sends what is queued (nothing when nothing is). */
  async flush(): Promise<void> {
    if (this.queued === 0) return;
    this.largestBytes = Math.max(this.largestBytes, this.pending);
    this.pending = 0;
    this.queued = 0;
    this.count();
    await this.context.sync();
    this.onSent();
  }

  /** Counts a request sent by the caller (a read). */
  count(): void {
    this.requests += 1;
  }
}
