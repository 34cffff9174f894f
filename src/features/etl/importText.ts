/**
 * How /importStatus words what the API answers: entities by the names their source system gives them, numbers and
 * times in the person's locale, and the connector's retries after a rate limit as a quiet note on the entity
 * rather than a notice each.
 */
import type { EtlJob } from '@wharf/contract';
import { readableKey } from '../../components/useScopeNames';
import { countOf, countText, momentText } from '../../format/words';

/** "productOptions" → "Product options", for an entity its source system does not name. */
export const humanizeKey = readableKey;

type Message = EtlJob['messages'][number];

/** An entity's name: its source system's scope name, else its key made readable. */
export function entityName(key: string, names: ReadonlyMap<string, string>): string {
  return names.get(key) ?? humanizeKey(key);
}

export interface RetryNote {
  entity: string;
  calls: number;
  rateLimited: boolean;
}

/** The job's messages split into those worth a notice and the retries (rate-limit waits) per entity name. */
export function splitRetries(messages: readonly Message[]): { notices: Message[]; retries: RetryNote[] } {
  const notices: Message[] = [];
  const retries: RetryNote[] = [];
  for (const message of messages) {
    if (message.kind === 'retried' && message.retried) {
      retries.push(message.retried);
    } else {
      notices.push(message);
    }
  }
  return { notices, retries };
}

/** What an entity's progress says about its retries. */
export function retryText({ calls, rateLimited }: RetryNote): string {
  const times = calls === 1 ? 'once' : `${countText(calls)} times`;
  return rateLimited
    ? `Waited for the source’s rate limit ${times}, then went on.`
    : `Retried a call to the source ${times}.`;
}

const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})\b/g;
// Counts the runner writes as bare digits ("59784 records landed"; an entity's message opens with its count:
// "15000 landed", "1200 changed since …"), never years or ids.
const BARE_COUNT = /\b(\d{4,})(?= (?:records?|rows?)\b)|^(\d{4,})(?= (?:landed|changed since)\b)/g;

// runner.ts's retry tallies: "429 ×6" (a rate-limit answer, six times), "no answer ×1".
const TALLY = /(429|[a-z][a-z ]*?) ×(\d+)/g;

/** A retry tally in words: "429 ×6" → "rate limit 6 times". */
function tallyText(_: string, what: string, times: string): string {
  return `${what === '429' ? 'rate limit' : what} ${countOf(Number(times), 'time')}`;
}

/** A message's ISO times in local time, its counts with digit grouping and its retry tallies in words. */
export function localizeMessage(text: string): string {
  return text
    .replace(TALLY, tallyText)
    .replace(ISO_TIMESTAMP, (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : momentText(date);
    })
    .replace(BARE_COUNT, (digits: string) => countText(Number(digits)));
}
