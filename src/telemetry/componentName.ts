/**
 * The component an error came from: the first frame of React's component stack. V8 writes frames as
 * `at Name (url:line:col)` or `at Name`, Firefox and Safari as `Name@url:line:col`.
 */
const FRAME_NAME = /^(?:at\s+)?(?:new\s+)?([^\s@(]+)/;

export function componentFromStack(componentStack: string | null | undefined): string | undefined {
  const firstFrame = componentStack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  const name = firstFrame === undefined ? undefined : FRAME_NAME.exec(firstFrame)?.[1];
  return name === undefined || name === '<anonymous>' ? undefined : name;
}

/** The first frames of a component stack, for the `info` property: enough to place the error, never a page long. */
export function leadingFrames(componentStack: string | null | undefined, count: number): string {
  return (componentStack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count)
    .join('\n');
}
