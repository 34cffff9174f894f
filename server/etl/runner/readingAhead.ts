/**
 * A full load's pages with the next one already asked for while the current one is staged: the source's answer
 * (its HTTP round trip and JSON parsing) overlaps the COPY of the page before, instead of waiting for it. One page
 * ahead at most, so memory stays at two pages.
 */
export async function* readingAhead<T>(pages: AsyncIterator<T>): AsyncGenerator<T> {
  let next = pages.next();
  let finished = false;
  try {
    for (;;) {
      const current = await next;
      if (current.done) {
        finished = true;
        return;
      }
      next = pages.next();
      // Awaited on the next turn; until then this only keeps a refusal that comes early from counting as unhandled.
      next.catch(() => undefined);
      yield current.value;
    }
  } catch (error) {
    finished = true;
    throw error;
  } finally {
    // Stopped early (staging failed, or the run was stopped): the page under way is not wanted; end the listing
    // once it settles, without waiting for it here.
    if (!finished)
      void next
        .then(
          () => pages.return?.(),
          () => undefined,
        )
        .catch(() => undefined);
  }
}
