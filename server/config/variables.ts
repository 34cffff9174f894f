/**
 * How the server's configuration is read (DESIGN: "Configuration, not test switches"): every environment variable
 * is checked with zod when its process starts, and a missing or malformed one stops the start with its name, rather
 * than a number turning into NaN or a URL failing on the first request that needs it.
 */
import { z } from 'zod';

export type Environment = Readonly<Record<string, string | undefined>>;

/** A start refused by its configuration; the message names every variable that is wrong, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The configuration is not usable:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Unset and blank are the same: a variable set to '' in a shell or a .env file means "not configured". */
const unsetIfBlank = (raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw);

export const optionalText = () =>
  z.preprocess((raw) => (typeof raw === 'string' ? raw.trim() || undefined : raw), z.string().optional());

export const textOr = (fallback: string) => optionalText().transform((value) => value ?? fallback);

const wholeNumber = (minimum: number) =>
  z.preprocess(
    unsetIfBlank,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number of at least ${minimum}`)
      .transform(Number)
      .refine((value) => value >= minimum, `must be a whole number of at least ${minimum}`)
      .optional(),
  );

/** A whole number ≥ 1, or undefined when unset (the consumer's own default applies). */
export const optionalPositiveInteger = () => wholeNumber(1);

export const positiveIntegerOr = (fallback: number) => wholeNumber(1).transform((value) => value ?? fallback);

export const nonNegativeIntegerOr = (fallback: number) =>
  wholeNumber(0).transform((value) => value ?? fallback);

export const portOr = (fallback: number) =>
  wholeNumber(0)
    .refine((value) => value === undefined || value <= 65_535, 'must be a port number (0–65535)')
    .transform((value) => value ?? fallback);

function isUrl(text: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const HTTP = ['http:', 'https:'] as const;

export const optionalUrl = (protocols: readonly string[] = HTTP) =>
  optionalText().refine(
    (value) => value === undefined || isUrl(value, protocols),
    `must be a URL (${protocols.join(' or ')})`,
  );

export const urlOr = (fallback: string, protocols: readonly string[] = HTTP) =>
  optionalUrl(protocols).transform((value) => value ?? fallback);

/** A day, YYYY-MM-DD (a real one), or undefined when unset. */
export const optionalDay = () =>
  optionalText().refine(
    (value) =>
      value === undefined ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    'must be a day, YYYY-MM-DD',
  );

/** A comma-separated list of http(s) URLs (empty entries ignored). */
export const urlListOr = (fallback: string) =>
  textOr(fallback)
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.length > 0 && urls.every((url) => isUrl(url, HTTP)),
      'must be comma-separated http(s) URLs',
    );

/** Never echoed back in an error: keys, and connection strings that may carry a password. */
const MAY_HOLD_SECRETS = /KEY|SECRET|PASSWORD|DATABASE_URL/;

/**
 * Reads the variables of `shape` (keyed by variable name) from `env`, all checked at once so one start names every
 * mistake. Only the listed variables are looked at.
 */
export function readVariables<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: Environment,
): z.output<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '(environment)');
      const raw = env[name];
      const shown = raw === undefined || MAY_HOLD_SECRETS.test(name) ? '' : `, not "${raw}"`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}
