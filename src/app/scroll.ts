/** On a route change scroll to the top, or to the hash target when a hash is present. */

function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length <= 1) return null;
  const id = hash.slice(1);
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  return doc.getElementById(decoded) ?? doc.getElementsByName(decoded).item(0);
}

/** Returns false while a hash target has not rendered yet, so the caller can try again on the next frame. */
export function scrollForLocation(hash: string, doc: Document = document): boolean {
  if (hash.length <= 1) {
    doc.defaultView?.scrollTo(0, 0);
    return true;
  }
  const target = hashTarget(doc, hash);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/** Lazily loaded screens render a few frames after navigation; look for the hash target for about a second. */
export const HASH_TARGET_FRAMES = 60;
