export const REMOVED: string;
export type Routes = { routeOf(pathname: string): string; loggedAddress(url: string): string };
export function createRoutes(
  manifest: { staticRoutes?: { page: string }[]; dynamicRoutes?: { page: string; regex: string }[] },
  publicFiles?: string[],
): Routes;
export function loadRoutes(dir?: string): Routes;
