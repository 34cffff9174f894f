/**
 * How a server process runs from its command line: start it, print what it says once ready, and on SIGTERM (a load
 * balancer or process manager) or SIGINT finish the work in flight through its stop, then exit; a failed start or
 * stop exits 1.
 */
export function runMain<T>(
  start: () => Promise<T>,
  ready: (started: T) => string,
  stop: (started: T) => Promise<void>,
): void {
  start()
    .then((started) => {
      console.log(ready(started));
      const exit = () => {
        stop(started).then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', exit);
      process.once('SIGINT', exit);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
