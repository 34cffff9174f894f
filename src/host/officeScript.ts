/**
 * Adds office.js to the page after start. office.js replaces `history.pushState`/`replaceState` with null in some
 * hosts, which breaks client-side routing, so both are put back once it has loaded (as Script Lab does).
 */
export function loadOfficeScript(url: string, doc: Document = document): Promise<boolean> {
  const history = doc.defaultView?.history;
  // Put back onto the same history object, so `this` is what it always was.
  /* eslint-disable @typescript-eslint/unbound-method */
  const pushState = history?.pushState;
  const replaceState = history?.replaceState;
  /* eslint-enable @typescript-eslint/unbound-method */
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (history && pushState && replaceState) {
        history.pushState = pushState;
        history.replaceState = replaceState;
      }
      resolve(true);
    };
    script.onerror = () => resolve(false);
    doc.head.appendChild(script);
  });
}
