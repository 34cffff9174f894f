/** /error/test raises an error on purpose, so the generic error page can be seen (and checked) at any time. */
export default function ErrorTestScreen(): never {
  throw new Error('Test error raised by /error/test');
}
