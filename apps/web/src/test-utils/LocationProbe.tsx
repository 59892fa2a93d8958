import { useLocation } from 'react-router';

/** Renders the router's current path in a `data-testid="location"` element, for tests. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}
