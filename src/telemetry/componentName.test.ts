// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { componentFromStack, leadingFrames } from './componentName';

describe('the component an error came from', () => {
  it.each([
    [
      'V8, with a location',
      '\n    at ErrorTestScreen (https://localhost:3000/assets/x.js:1:10)\n    at Suspense',
    ],
    ['V8, a built-in frame', '\n    at ErrorTestScreen\n    at RouteScreen (https://localhost/a.js:2:3)'],
    ['Firefox and Safari', '\nErrorTestScreen@https://localhost:3000/assets/x.js:1:10\nSuspense@'],
    ['a class component', '\n    at new ErrorTestScreen (https://localhost/a.js:1:1)'],
  ])('is the first frame (%s)', (_engine, stack) => {
    expect(componentFromStack(stack)).toBe('ErrorTestScreen');
  });

  it.each([undefined, null, '', '\n  \n', '\n    at <anonymous>', '\n@https://localhost/a.js:1:1'])(
    'is unknown for %j',
    (stack) => {
      expect(componentFromStack(stack)).toBeUndefined();
    },
  );
});

describe('the leading frames', () => {
  it('are trimmed and capped', () => {
    expect(leadingFrames('\n    at A (a.js:1:1)\n    at B\n    at C\n', 2)).toBe('at A (a.js:1:1)\nat B');
  });
});
