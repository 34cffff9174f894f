/**
 * What the sign-up screens say when something typed is refused: a sentence, at the field it concerns — never zod's
 * own text ("name: Too small: expected string to have >=2 characters"). The screens check what they can before
 * sending; a 400 that still names a field ("APIKeys.secret: …") is told at that field, in the screen's words when the
 * server's were the validator's, in the server's own sentence otherwise.
 */
import { ApiError } from '../../api/apiError';
import { isCleanText, TEXT_RULE_MESSAGE } from '@wharf/contract/text.ts';

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 100;

/** Why a typed text cannot be sent, or null when it can. */
export function textProblem(
  text: string,
  what: string,
  { min = 1, max }: { min?: number; max: number },
): string | null {
  const trimmed = text.trim();
  if (trimmed.length < min) {
    return min === 1 ? `Enter ${what}.` : `${capitalise(what)} needs at least ${min} characters.`;
  }
  if (trimmed.length > max) return `${capitalise(what)} can have at most ${max} characters.`;
  if (!isCleanText(text)) return `${capitalise(what)} cannot contain control characters.`;
  return null;
}

export const companyNameProblem = (name: string) =>
  textProblem(name, 'a company name', { min: COMPANY_NAME_MIN, max: COMPANY_NAME_MAX });

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A refusal as the screen tells it: the field it belongs to (its payload path), or null for the whole form. */
export interface Problem {
  field: string | null;
  text: string;
}

/** zod's wording and the contract's text rule: right for a log, not for the person typing. */
const VALIDATOR_TEXT = /^(Invalid|Too small|Too big|Unrecognized|Required|Expected)\b/;

/**
 * The sentence for a failed call. `sentences` gives the screen's words for a field by its payload path (or its first
 * part: "APIKeys" covers "APIKeys.secret").
 */
export function problemOf(error: unknown, sentences: Readonly<Record<string, string>> = {}): Problem {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || error.status !== 400) return { field: null, text: message };
  const named = /^([A-Za-z][\w.]*): (.+)$/s.exec(message);
  if (!named?.[1] || !named[2]) return { field: null, text: message };
  const [, path, said] = named;
  const own = sentences[path] ?? sentences[path.split('.')[0] ?? path];
  const validators = VALIDATOR_TEXT.test(said) || said === TEXT_RULE_MESSAGE;
  if (!validators) return { field: path, text: said };
  return { field: path, text: own ?? 'This value was refused: check it and try again.' };
}
