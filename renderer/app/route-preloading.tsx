import { useRoutePreloading } from './route-preload.ts';

/** Route preloading as a component, so that the root shell can load it as a chunk of its own. */
export default function RoutePreloading() {
  useRoutePreloading();
  return null;
}
