/**
 * The one notice queue: one notice shows at a time for its timeout (default 5000 ms), the next queued
 * one follows 300 ms after, and a notice identical in text, severity and timeout to one queued or showing is not
 * queued again. Time is injected so tests drive it with fake timers.
 */
import { NOTICE_DEFAULT_TIMEOUT_MS, NOTICE_NEXT_DELAY_MS } from '../constants';
import type { Severity } from './severity';

export interface NoticeInput {
  text: string;
  severity: Severity;
  timeout?: number;
}

export interface Notice {
  id: number;
  text: string;
  severity: Severity;
  timeout: number;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const same = (a: Omit<Notice, 'id'>, b: Omit<Notice, 'id'>) =>
  a.text === b.text && a.severity === b.severity && a.timeout === b.timeout;

export class NoticeQueue {
  private queued: Notice[] = [];
  private showing: Notice | null = null;
  private handle: unknown = null;
  private waiting = false;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: Timers = realTimers) {}

  /** Queues a notice; answers false when an identical one is already queued or showing. */
  notify(input: NoticeInput): boolean {
    const candidate = {
      text: input.text,
      severity: input.severity,
      timeout: input.timeout ?? NOTICE_DEFAULT_TIMEOUT_MS,
    };
    if (
      (this.showing && same(this.showing, candidate)) ||
      this.queued.some((notice) => same(notice, candidate))
    ) {
      return false;
    }
    this.queued.push({ ...candidate, id: this.nextId++ });
    if (!this.showing && !this.waiting) this.showNext();
    return true;
  }

  /** The notice on screen, if any. */
  current(): Notice | null {
    return this.showing;
  }

  pending(): readonly Notice[] {
    return this.queued;
  }

  /** Closes the notice on screen early (the user dismissed it); the next follows after the usual delay. */
  dismiss(id: number): void {
    if (this.showing?.id !== id) return;
    this.timers.clearTimeout(this.handle);
    this.hideAndContinue();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private showNext(): void {
    this.waiting = false;
    const next = this.queued.shift();
    this.showing = next ?? null;
    if (next) this.handle = this.timers.setTimeout(() => this.hideAndContinue(), next.timeout);
    this.emit();
  }

  private hideAndContinue(): void {
    this.showing = null;
    this.handle = null;
    if (this.queued.length > 0) {
      this.waiting = true;
      this.timers.setTimeout(() => this.showNext(), NOTICE_NEXT_DELAY_MS);
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
