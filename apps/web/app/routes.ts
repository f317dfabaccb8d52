/**
 * Every URL of the storefront in one table. The Dutch store view lives at the root, the German
 * one under /de; a page of both views is one module registered twice with its own route id.
 */
import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home-nl' }),
  route('de', 'routes/home.tsx', { id: 'home-de' }),
] satisfies RouteConfig;
