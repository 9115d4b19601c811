/** URL paths of the app's screens (Superset-compatible, with trailing slashes). */
export const PATHS = {
  home: '/',
  login: '/login/',
  /** Asks to confirm logging out (the logout itself is a POST to the same path). */
  logout: '/logout/',
  /** The signed-in user's own information (the user menu's Info). */
  profile: '/profile/',
  datasetList: '/dataset/list/',
  dashboardList: '/dashboard/list/',
  /** One dashboard, by id or slug. */
  dashboard: '/dashboard/:idOrSlug/',
  /** Where `/superset/dashboard/p/{key}/` permalinks lead. */
  dashboardPermalink: '/dashboard/p/:key/',
  chartList: '/chart/list/',
  reportList: '/report/list/',
  /** One report's execution log. */
  reportLog: '/report/:reportId/log/',
  sqlLab: '/sqllab/',
  /** Superset's Query History page: SQL Lab opened on the history of the user's queries. */
  sqlLabHistory: '/sqllab/history/',
  savedQueryList: '/savedquery/list/',
  databaseList: '/database/list/',
  userList: '/user/list/',
  roleList: '/role/list/',
  /** Superset's Action log (FAB's LogModelView). */
  actionLog: '/actionlog/list/',
  annotationLayerList: '/annotationlayer/list/',
  rowLevelSecurityList: '/rowlevelsecurity/list/',
  annotationList: '/annotationlayer/:layerId/annotation/',
  /** Where "+ Chart" leads: pick a dataset and a chart type (built with the chart editor). */
  chartAdd: '/chart/add/',
  explore: '/explore/',
  explorePermalink: '/explore/p/:key/',
  /** A dashboard framed by another site through the embedding SDK (EMBEDDED_SUPERSET). */
  embedded: '/embedded/:uuid',
} as const;
