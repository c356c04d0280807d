/** /admin shows the dashboard. */
export { default, meta } from './dashboard';
