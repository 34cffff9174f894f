// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AppError, describeError, notFoundError } from './errors';

describe('the generic error page texts', () => {
  it('names a 404 Page Not Found, with its message', () => {
    expect(describeError(notFoundError('/nowhere?x=1'))).toEqual({
      statusCode: 404,
      title: 'Page Not Found',
      message: 'Page Not Found: /nowhere?x=1',
    });
  });

  it('calls anything else an Internal Server Error with status 500 by default', () => {
    expect(describeError(new Error('boom'))).toEqual({
      statusCode: 500,
      title: 'Internal Server Error',
      message: 'boom',
    });
    expect(describeError('a thrown string')).toMatchObject({
      statusCode: 500,
      title: 'Internal Server Error',
    });
    expect(describeError(null)).toMatchObject({ statusCode: 500, title: 'Internal Server Error' });
  });

  it('keeps a non-404 status but still says Internal Server Error', () => {
    expect(describeError(new AppError('denied', { statusCode: 403 }))).toMatchObject({
      statusCode: 403,
      title: 'Internal Server Error',
    });
  });

  it("shows the error's own status message when it carries one", () => {
    expect(
      describeError(new AppError('x', { statusCode: 404, statusMessage: 'Table not found' })),
    ).toMatchObject({
      statusCode: 404,
      title: 'Table not found',
    });
    expect(describeError({ status: 503, statusText: 'Service Unavailable' })).toMatchObject({
      statusCode: 503,
      title: 'Service Unavailable',
    });
  });

  it('ignores a status that is not an HTTP error code', () => {
    expect(describeError({ statusCode: 'teapot' })).toMatchObject({ statusCode: 500 });
    expect(describeError({ statusCode: 200 })).toMatchObject({ statusCode: 500 });
  });
});
