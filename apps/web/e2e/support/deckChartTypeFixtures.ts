/**
 * Saved charts of the deck.gl chart types drawn with deck.gl itself, on the airports (and a
 * flight routes query over flights and airports), with form data as Superset writes it.
 */
import type { ChartTypeFixture } from './chartTypeFixtures';

const AIRPORT_POINTS = {
  spatial: { type: 'latlong', latCol: 'latitude', lonCol: 'longitude' },
  size: {
    expressionType: 'SIMPLE',
    column: { column_name: 'iata' },
    aggregate: 'COUNT',
    label: 'COUNT(iata)',
  },
  row_limit: 5000,
  filter_nulls: true,
  adhoc_filters: [],
  autozoom: false,
  viewport: { longitude: -98, latitude: 38, zoom: 3, bearing: 0, pitch: 0 },
  color_scheme: 'supersetColors',
};

export const DECK_CHART_TYPE_FIXTURES: ChartTypeFixture[] = [
  ...(
    [
      ['deck_hex', 'Hexagons: US airports', { grid_size: 80000, js_agg_function: 'sum' }],
      ['deck_grid', 'Grid: US airports', { grid_size: 80000 }],
      ['deck_screengrid', 'Screen grid: US airports', { grid_size: 20 }],
      ['deck_heatmap', 'Heatmap: US airports', { radius_pixels: 30, intensity: 1 }],
      [
        'deck_contour',
        'Contours: US airports',
        {
          cellSize: 200000,
          aggregation: 'sum',
          contours: [
            { color: { r: 90, g: 193, b: 137, a: 1 }, lowerThreshold: 5, upperThreshold: 20 },
            { color: { r: 31, g: 168, b: 201, a: 1 }, lowerThreshold: 20, upperThreshold: 1000 },
            { color: { r: 69, g: 78, b: 124, a: 1 }, lowerThreshold: 5, strokeWidth: 2 },
          ],
        },
      ],
    ] as const
  ).map(([vizType, name, extra]) => ({
    vizType,
    dataset: 'airports',
    name,
    params: { ...AIRPORT_POINTS, ...extra },
  })),
  {
    vizType: 'deck_arc',
    dataset: 'flight_routes',
    name: 'Arcs: busiest US flight routes',
    // Each route's two ends from the airports table; Superset's arc examples read such a table.
    sql: `select a.longitude as origin_lon, a.latitude as origin_lat,
        b.longitude as destination_lon, b.latitude as destination_lat,
        f.origin, count(*) as flights
      from flights f
      join airports a on a.iata = f.origin
      join airports b on b.iata = f.destination
      group by 1, 2, 3, 4, 5 order by flights desc limit 300`,
    params: {
      start_spatial: { type: 'latlong', latCol: 'origin_lat', lonCol: 'origin_lon' },
      end_spatial: { type: 'latlong', latCol: 'destination_lat', lonCol: 'destination_lon' },
      row_limit: 300,
      filter_nulls: true,
      adhoc_filters: [],
      dimension: 'origin',
      color_scheme: 'supersetColors',
      stroke_width: 2,
      legend_position: null,
      autozoom: true,
    },
  },
  {
    vizType: 'deck_path',
    dataset: 'flight_paths',
    name: 'Paths: routes out of Chicago O’Hare',
    // Each route as a JSON list of [longitude, latitude] pairs, as Superset's path examples store it.
    sql: `select '[[' || a.longitude || ',' || a.latitude || '],[' ||
        b.longitude || ',' || b.latitude || ']]' as route, count(*) as flights
      from flights f
      join airports a on a.iata = f.origin
      join airports b on b.iata = f.destination
      where f.origin = 'ORD'
      group by 1 order by flights desc limit 200`,
    params: {
      line_column: 'route',
      line_type: 'json',
      row_limit: 200,
      filter_nulls: true,
      adhoc_filters: [],
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      line_width: 2,
      line_width_unit: 'pixels',
      autozoom: true,
    },
  },
  {
    vizType: 'deck_geojson',
    dataset: 'airport_features',
    name: 'GeoJSON: busiest US airports',
    // A GeoJSON point feature per airport, named by its IATA code.
    sql: `select '{"type":"Feature","properties":{"iata":"' || a.iata ||
        '"},"geometry":{"type":"Point","coordinates":[' || a.longitude || ',' ||
        a.latitude || ']}}' as feature, count(*) as flights
      from flights f join airports a on a.iata = f.origin
      group by 1 order by flights desc limit 40`,
    params: {
      geojson: 'feature',
      row_limit: 40,
      filter_nulls: true,
      adhoc_filters: [],
      fill_color_picker: { r: 0, g: 122, b: 135, a: 1 },
      stroke_color_picker: { r: 255, g: 255, b: 255, a: 1 },
      filled: true,
      stroked: true,
      extruded: false,
      enable_labels: true,
      label_property_name: 'iata',
      label_size: 12,
      point_radius_scale: 100,
      autozoom: true,
    },
  },
  {
    vizType: 'deck_polygon',
    dataset: 'airport_squares',
    name: 'Polygons: departures around US airports',
    // A one-degree square (JSON coordinates) around each airport with its departures.
    sql: `select '[[' || (a.longitude - 0.5) || ',' || (a.latitude - 0.5) || '],[' ||
        (a.longitude + 0.5) || ',' || (a.latitude - 0.5) || '],[' ||
        (a.longitude + 0.5) || ',' || (a.latitude + 0.5) || '],[' ||
        (a.longitude - 0.5) || ',' || (a.latitude + 0.5) || ']]' as square,
        count(*) as departures
      from flights f join airports a on a.iata = f.origin
      group by 1 order by departures desc limit 60`,
    params: {
      line_column: 'square',
      line_type: 'json',
      metric: {
        expressionType: 'SIMPLE',
        column: { column_name: 'departures' },
        aggregate: 'SUM',
        label: 'SUM(departures)',
      },
      point_radius_fixed: { type: 'fix', value: 1000 },
      row_limit: 60,
      filter_nulls: true,
      adhoc_filters: [],
      color_scheme_type: 'linear_palette',
      linear_color_scheme: 'superset_seq_1',
      num_buckets: 5,
      opacity: 80,
      filled: true,
      stroked: true,
      extruded: false,
      legend_position: 'tr',
      legend_format: ',d',
      autozoom: true,
    },
  },
  {
    vizType: 'deck_multi',
    dataset: 'airports',
    name: 'Multiple layers: West Coast airports',
    // The hexagons and the scatter points above, both narrowed to three states by this chart.
    layerVizTypes: ['deck_hex', 'deck_scatter'],
    params: {
      mapbox_style: 'mapbox://styles/mapbox/light-v9',
      viewport: { longitude: -98, latitude: 38, zoom: 3, bearing: 0, pitch: 0 },
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'state',
          operator: 'IN',
          comparator: ['CA', 'OR', 'WA'],
          clause: 'WHERE',
        },
      ],
    },
  },
];
