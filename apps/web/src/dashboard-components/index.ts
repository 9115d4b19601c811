/**
 * The public file of the dashboard components registry: extensions and deployments register
 * components here, and the dashboard page draws DYNAMIC layout items and fills its palette from
 * it. The registry starts with the built-in components.
 */
export {
  getDashboardComponent,
  listDashboardComponents,
  registerDashboardComponent,
  useDashboardComponent,
  useDashboardComponents,
  type DashboardComponentDefinition,
  type DashboardComponentMetadata,
  type DashboardComponentProps,
  type RegisteredDashboardComponent,
} from './dashboardComponentRegistry';
export { TABLE_OF_CONTENTS_KEY } from './builtInDashboardComponents';
