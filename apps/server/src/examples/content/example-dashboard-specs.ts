/** Every example dashboard, in the order the bundle holds them. */
import { AIRPORTS_DASHBOARD } from './airports-dashboard';
import type { ExampleDashboardSpec } from './example-content-spec';
import { FLIGHTS_DASHBOARD } from './flights-dashboard';
import { MARKETS_DASHBOARD } from './markets-dashboard';
import { MOVIES_DASHBOARD } from './movies-dashboard';
import { SEATTLE_WEATHER_DASHBOARD } from './seattle-weather-dashboard';
import { WORLD_DASHBOARD } from './world-dashboard';

export const EXAMPLE_DASHBOARD_SPECS: readonly ExampleDashboardSpec[] = [
  FLIGHTS_DASHBOARD,
  AIRPORTS_DASHBOARD,
  WORLD_DASHBOARD,
  SEATTLE_WEATHER_DASHBOARD,
  MARKETS_DASHBOARD,
  MOVIES_DASHBOARD,
];
