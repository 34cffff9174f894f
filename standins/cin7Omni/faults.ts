/** Faults tests inject: the next matching calls fail, slow down or lose their connection. */

export interface Fault {
  /** 429 and 5xx answer that status; 'slow' answers normally after delayMs; 'reset' drops the connection. */
  kind: 429 | 500 | 502 | 503 | 'slow' | 'reset';
  /** How many matching calls it hits (default 1). */
  count?: number;
  /** Only calls to this resource, e.g. "SalesOrders". */
  resource?: string;
  /** Only pages from this number on (default any). */
  fromPage?: number;
  delayMs?: number;
}

export class FaultQueue {
  private readonly faults: (Fault & { left: number })[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.count ?? 1 });
  }

  clear(): void {
    this.faults.length = 0;
  }

  /** The first fault that still hits a call to this resource and page, counted as used; or null. */
  take(resource: string, page: number): Fault | null {
    const fault = this.faults.find(
      (f) =>
        f.left > 0 &&
        (!f.resource || f.resource.toLowerCase() === resource.toLowerCase()) &&
        page >= (f.fromPage ?? 1),
    );
    if (!fault) return null;
    fault.left -= 1;
    return fault;
  }
}
