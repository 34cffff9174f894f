import { INTERNAL_SERVER_ERROR, PAGE_NOT_FOUND, pageNotFoundMessage } from '../messages';

export const NOT_FOUND_STATUS = 404;
export const DEFAULT_ERROR_STATUS = 500;

/** An error a screen can raise to show the generic error page with a status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string | undefined;

  constructor(message: string, options: { statusCode?: number; statusMessage?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? DEFAULT_ERROR_STATUS;
    this.statusMessage = options.statusMessage;
  }
}

/** The page-not-found error: unmatched routes and routes whose validation fails. */
export function notFoundError(path: string): AppError {
  return new AppError(pageNotFoundMessage(path), { statusCode: NOT_FOUND_STATUS });
}

export interface ErrorPageContent {
  statusCode: number;
  title: string;
  message: string | undefined;
}

interface StatusFields {
  statusCode?: unknown;
  statusMessage?: unknown;
  message?: unknown;
  /** React Router's own error responses use fetch's names. */
  status?: unknown;
  statusText?: unknown;
}

const isStatusCode = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * What the generic error page shows for anything thrown: 'Page Not Found' for 404, 'Internal Server Error'
 * otherwise (default status 500), unless the error carries its own status message.
 */
export function describeError(error: unknown): ErrorPageContent {
  const fields: StatusFields = typeof error === 'object' && error !== null ? error : {};
  const statusCode = [fields.statusCode, fields.status].find(isStatusCode) ?? DEFAULT_ERROR_STATUS;
  const ownTitle = nonEmpty(fields.statusMessage) ?? nonEmpty(fields.statusText);
  const title = ownTitle ?? (statusCode === NOT_FOUND_STATUS ? PAGE_NOT_FOUND : INTERNAL_SERVER_ERROR);
  return { statusCode, title, message: nonEmpty(fields.message) };
}
