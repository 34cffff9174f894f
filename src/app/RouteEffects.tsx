import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageView } from '../telemetry';
import { useMatchedDefinition } from './currentDefinition';
import { NOT_FOUND_LABEL } from '../routes/routeTable';
import { HASH_TARGET_FRAMES, scrollForLocation } from './scroll';
import { createTitleUpdater } from './title';

const setDocumentTitle = (title: string): void => {
  document.title = title;
};

/** Document title, scroll position and the telemetry page view follow the route. */
export function RouteEffects() {
  const location = useLocation();
  const definition = useMatchedDefinition();
  const label = definition?.label ?? NOT_FOUND_LABEL;
  const title = definition?.heading ?? NOT_FOUND_LABEL;
  const titles = useMemo(() => createTitleUpdater(setDocumentTitle), []);
  usePageView(label, location);

  useEffect(() => {
    titles.update(title);
  }, [titles, title]);
  useEffect(() => titles.cancel, [titles]);

  useEffect(() => {
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      if (scrollForLocation(location.hash) || frame >= HASH_TARGET_FRAMES) return;
      frame += 1;
      handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [location.pathname, location.search, location.hash, location.key]);

  return null;
}
