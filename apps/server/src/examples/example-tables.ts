/**
 * The example tables built from vega-datasets into examples.duckdb. Every column is cast and
 * renamed explicitly (snake_case, proper DATE/TIMESTAMP types) so the tables do not depend on
 * what DuckDB's sniffers guess, and each table carries the metrics a first chart would want.
 */
import type { ExampleColumn, ExampleMetric, ExampleTable } from './example-table-spec';
import { quoteIdent } from './sql-text';

/** A source field renamed to `name` and cast to `type`. */
function field(
  source: string,
  type: string,
  name: string = source,
  more: Partial<ExampleColumn> = {},
): ExampleColumn {
  return { name, sql: `CAST(${quoteIdent(source)} AS ${type})`, source, ...more };
}

/** A computed column (no source field). */
function derived(name: string, sql: string, more: Partial<ExampleColumn> = {}): ExampleColumn {
  return { name, sql, ...more };
}

/** `year_date`: January 1st of an integer `year`, so yearly tables can be charted as time series. */
function yearDate(yearSource: string): ExampleColumn {
  return derived('year_date', `make_date(CAST(${quoteIdent(yearSource)} AS INTEGER), 1, 1)`, {
    label: 'Year (Date)',
    description: 'January 1st of the year, for time-series charts',
  });
}

function metric(
  name: string,
  expression: string,
  label: string,
  metricType: string | null,
  d3format?: string,
  more: Partial<ExampleMetric> = {},
): ExampleMetric {
  return { name, expression, label, metricType, ...(d3format ? { d3format } : {}), ...more };
}

const USD = JSON.stringify({ symbol: 'USD', symbolPosition: 'prefix' });

const weatherColumns: ExampleColumn[] = [
  field('date', 'DATE'),
  field('precipitation', 'DOUBLE'),
  field('temp_max', 'DOUBLE', 'temp_max', { label: 'Max Temperature (°C)' }),
  field('temp_min', 'DOUBLE', 'temp_min', { label: 'Min Temperature (°C)' }),
  field('wind', 'DOUBLE'),
  field('weather', 'VARCHAR'),
];

const weatherMetrics: ExampleMetric[] = [
  metric('avg_temp_max', 'AVG(temp_max)', 'Average Max Temperature', 'avg', ',.1f'),
  metric('avg_temp_min', 'AVG(temp_min)', 'Average Min Temperature', 'avg', ',.1f'),
  metric('total_precipitation', 'SUM(precipitation)', 'Total Precipitation (mm)', 'sum', ',.1f'),
  metric('avg_wind', 'AVG(wind)', 'Average Wind Speed', 'avg', ',.1f'),
  metric(
    'rainy_days',
    "SUM(CASE WHEN weather = 'rain' THEN 1 ELSE 0 END)",
    'Rainy Days',
    null,
    ',d',
  ),
];

export const EXAMPLE_TABLES: readonly ExampleTable[] = [
  {
    name: 'flights',
    file: 'flights-3m.parquet',
    description:
      'Three million US domestic flights from the first half of 2001 (Bureau of Transportation Statistics), with delay and distance.',
    mainDttmCol: 'date',
    columns: [
      field('date', 'TIMESTAMP', 'date', {
        label: 'Date',
        description: 'Actual departure date and time (local time)',
      }),
      field('delay', 'INTEGER', 'delay', {
        role: 'measure',
        label: 'Delay (min)',
        description: 'Arrival delay in minutes; negative means early',
      }),
      field('distance', 'INTEGER', 'distance', { role: 'measure', label: 'Distance (miles)' }),
      field('origin', 'VARCHAR', 'origin', { description: 'IATA code of the origin airport' }),
      field('destination', 'VARCHAR', 'destination', {
        description: 'IATA code of the destination airport',
      }),
    ],
    metrics: [
      metric('avg_delay', 'AVG(delay)', 'Average Delay (min)', 'avg', ',.1f'),
      metric('total_distance', 'SUM(distance)', 'Total Distance (miles)', 'sum', ',d'),
      metric('avg_distance', 'AVG(distance)', 'Average Distance (miles)', 'avg', ',.0f'),
      metric(
        'delayed_flights',
        'SUM(CASE WHEN delay > 15 THEN 1 ELSE 0 END)',
        'Delayed Flights (>15 min)',
        null,
        ',d',
      ),
      metric(
        'on_time_rate',
        'AVG(CASE WHEN delay <= 15 THEN 1.0 ELSE 0.0 END)',
        'On-Time Rate',
        null,
        '.1%',
      ),
      metric('max_delay', 'MAX(delay)', 'Max Delay (min)', 'max', ',d'),
    ],
  },
  {
    name: 'airports',
    file: 'airports.csv',
    description:
      'Airports in the United States and its territories with IATA codes and coordinates; joins flights.origin/destination.',
    columns: [
      field('iata', 'VARCHAR', 'iata', { label: 'IATA Code' }),
      field('name', 'VARCHAR'),
      field('city', 'VARCHAR'),
      field('state', 'VARCHAR'),
      field('country', 'VARCHAR'),
      field('latitude', 'DOUBLE'),
      field('longitude', 'DOUBLE'),
    ],
    metrics: [
      metric('count_states', 'COUNT(DISTINCT state)', 'Distinct States', 'count_distinct', ',d'),
    ],
  },
  {
    name: 'stocks',
    file: 'stocks.csv',
    description:
      'Monthly stock prices of five technology companies (MSFT, AMZN, IBM, GOOG, AAPL), 2000 to 2010.',
    mainDttmCol: 'date',
    columns: [
      field('symbol', 'VARCHAR'),
      // The file spells dates like "Jan 1 2000", which no sniffer reads as a date.
      derived('date', `CAST(strptime(CAST("date" AS VARCHAR), '%b %d %Y') AS DATE)`, {
        source: 'date',
      }),
      field('price', 'DOUBLE', 'price', { label: 'Price (USD)' }),
    ],
    metrics: [
      metric('avg_price', 'AVG(price)', 'Average Price', 'avg', ',.2f', { currency: USD }),
      metric('max_price', 'MAX(price)', 'Max Price', 'max', ',.2f', { currency: USD }),
      metric('min_price', 'MIN(price)', 'Min Price', 'min', ',.2f', { currency: USD }),
    ],
  },
  {
    name: 'seattle_weather',
    file: 'seattle-weather.csv',
    description:
      'Daily weather in Seattle, 2012 to 2015, in metric units, with a synthesized weather category.',
    mainDttmCol: 'date',
    columns: weatherColumns,
    metrics: weatherMetrics,
  },
  {
    name: 'weather',
    file: 'weather.csv',
    description: 'Daily weather in Seattle and New York, 2012 to 2015, in metric units.',
    mainDttmCol: 'date',
    columns: [field('location', 'VARCHAR'), ...weatherColumns],
    metrics: weatherMetrics,
  },
  {
    name: 'movies',
    file: 'movies.json',
    // Explicit column types: titles such as 1776 or 2012 are JSON numbers, which read_json_auto
    // would turn into a JSON-typed column.
    from: (file) =>
      `read_json(${file}, columns = {'Title': 'VARCHAR', 'US Gross': 'BIGINT', 'Worldwide Gross': 'BIGINT', ` +
      `'US DVD Sales': 'BIGINT', 'Production Budget': 'BIGINT', 'Release Date': 'VARCHAR', 'MPAA Rating': 'VARCHAR', ` +
      `'Running Time min': 'INTEGER', 'Distributor': 'VARCHAR', 'Source': 'VARCHAR', 'Major Genre': 'VARCHAR', ` +
      `'Creative Type': 'VARCHAR', 'Director': 'VARCHAR', 'Rotten Tomatoes Rating': 'INTEGER', ` +
      `'IMDB Rating': 'DOUBLE', 'IMDB Votes': 'INTEGER'})`,
    description:
      'About 3,200 films with box office grosses, budgets and ratings. Contains deliberate data quality issues, useful for practising cleaning.',
    mainDttmCol: 'release_date',
    columns: [
      field('Title', 'VARCHAR', 'title'),
      field('US Gross', 'BIGINT', 'us_gross', { label: 'US Gross (USD)' }),
      field('Worldwide Gross', 'BIGINT', 'worldwide_gross', { label: 'Worldwide Gross (USD)' }),
      field('US DVD Sales', 'BIGINT', 'us_dvd_sales', { label: 'US DVD Sales (USD)' }),
      field('Production Budget', 'BIGINT', 'production_budget', {
        label: 'Production Budget (USD)',
      }),
      // "Jun 12 1998"
      derived('release_date', `CAST(strptime("Release Date", '%b %d %Y') AS DATE)`, {
        source: 'Release Date',
      }),
      field('MPAA Rating', 'VARCHAR', 'mpaa_rating'),
      field('Running Time min', 'INTEGER', 'running_time_min', {
        role: 'measure',
        label: 'Running Time (min)',
      }),
      field('Distributor', 'VARCHAR', 'distributor'),
      field('Source', 'VARCHAR', 'source'),
      field('Major Genre', 'VARCHAR', 'major_genre'),
      field('Creative Type', 'VARCHAR', 'creative_type'),
      field('Director', 'VARCHAR', 'director'),
      field('Rotten Tomatoes Rating', 'INTEGER', 'rotten_tomatoes_rating', { role: 'measure' }),
      field('IMDB Rating', 'DOUBLE', 'imdb_rating'),
      field('IMDB Votes', 'INTEGER', 'imdb_votes', { role: 'measure' }),
    ],
    metrics: [
      metric(
        'total_worldwide_gross',
        'SUM(worldwide_gross)',
        'Total Worldwide Gross',
        'sum',
        ',.0f',
        { currency: USD },
      ),
      metric('total_us_gross', 'SUM(us_gross)', 'Total US Gross', 'sum', ',.0f', { currency: USD }),
      metric(
        'avg_production_budget',
        'AVG(production_budget)',
        'Average Production Budget',
        'avg',
        ',.0f',
        { currency: USD },
      ),
      metric('avg_imdb_rating', 'AVG(imdb_rating)', 'Average IMDB Rating', 'avg', ',.2f'),
      metric(
        'avg_rotten_tomatoes_rating',
        'AVG(rotten_tomatoes_rating)',
        'Average Rotten Tomatoes Rating',
        'avg',
        ',.1f',
      ),
    ],
  },
  {
    name: 'birdstrikes',
    file: 'birdstrikes.csv',
    description:
      'Wildlife strikes on aircraft reported to the US Federal Aviation Administration, 1990 to 2003.',
    mainDttmCol: 'flight_date',
    columns: [
      field('Airport Name', 'VARCHAR', 'airport_name'),
      field('Aircraft Make Model', 'VARCHAR', 'aircraft_make_model'),
      field('Effect Amount of damage', 'VARCHAR', 'effect_amount_of_damage'),
      field('Flight Date', 'DATE', 'flight_date'),
      field('Aircraft Airline Operator', 'VARCHAR', 'aircraft_airline_operator'),
      field('Origin State', 'VARCHAR', 'origin_state'),
      field('Phase of flight', 'VARCHAR', 'phase_of_flight'),
      field('Wildlife Size', 'VARCHAR', 'wildlife_size'),
      field('Wildlife Species', 'VARCHAR', 'wildlife_species'),
      field('Time of day', 'VARCHAR', 'time_of_day'),
      field('Cost Other', 'BIGINT', 'cost_other', { role: 'measure', label: 'Other Cost (USD)' }),
      field('Cost Repair', 'BIGINT', 'cost_repair', {
        role: 'measure',
        label: 'Repair Cost (USD)',
      }),
      field('Cost Total $', 'BIGINT', 'cost_total', { role: 'measure', label: 'Total Cost (USD)' }),
      field('Speed IAS in knots', 'INTEGER', 'speed_ias_in_knots', { role: 'measure' }),
    ],
    metrics: [
      metric('total_cost', 'SUM(cost_total)', 'Total Cost', 'sum', ',.0f', { currency: USD }),
      metric('total_repair_cost', 'SUM(cost_repair)', 'Total Repair Cost', 'sum', ',.0f', {
        currency: USD,
      }),
      metric('avg_speed', 'AVG(speed_ias_in_knots)', 'Average Speed (knots)', 'avg', ',.0f'),
    ],
  },
  {
    name: 'gapminder',
    file: 'gapminder.json',
    description:
      'Population, life expectancy and fertility by country, 1955 to 2005 in 5-year steps (Gapminder).',
    mainDttmCol: 'year_date',
    columns: [
      field('year', 'INTEGER', 'year', { role: 'dimension' }),
      yearDate('year'),
      field('country', 'VARCHAR'),
      field('cluster', 'INTEGER', 'cluster', { role: 'dimension', label: 'Region Cluster' }),
      field('pop', 'BIGINT', 'pop', { role: 'measure', label: 'Population' }),
      field('life_expect', 'DOUBLE', 'life_expect', { label: 'Life Expectancy' }),
      field('fertility', 'DOUBLE'),
    ],
    metrics: [
      metric('total_population', 'SUM(pop)', 'Total Population', 'sum', ',d'),
      metric('avg_life_expectancy', 'AVG(life_expect)', 'Average Life Expectancy', 'avg', ',.1f'),
      metric('avg_fertility', 'AVG(fertility)', 'Average Fertility', 'avg', ',.2f'),
    ],
  },
  {
    name: 'penguins',
    file: 'penguins.json',
    description:
      'Measurements of 344 penguins of three species on three islands of the Palmer Archipelago, Antarctica.',
    columns: [
      field('Species', 'VARCHAR', 'species'),
      field('Island', 'VARCHAR', 'island'),
      field('Beak Length (mm)', 'DOUBLE', 'beak_length_mm', { label: 'Beak Length (mm)' }),
      field('Beak Depth (mm)', 'DOUBLE', 'beak_depth_mm', { label: 'Beak Depth (mm)' }),
      field('Flipper Length (mm)', 'INTEGER', 'flipper_length_mm', {
        role: 'measure',
        label: 'Flipper Length (mm)',
      }),
      field('Body Mass (g)', 'INTEGER', 'body_mass_g', { role: 'measure', label: 'Body Mass (g)' }),
      // One record has "." for an unknown sex; make it NULL like the other unknowns.
      derived('sex', `CAST(NULLIF("Sex", '.') AS VARCHAR)`, { source: 'Sex' }),
    ],
    metrics: [
      metric('avg_body_mass_g', 'AVG(body_mass_g)', 'Average Body Mass (g)', 'avg', ',.0f'),
      metric(
        'avg_flipper_length_mm',
        'AVG(flipper_length_mm)',
        'Average Flipper Length (mm)',
        'avg',
        ',.1f',
      ),
      metric(
        'avg_beak_length_mm',
        'AVG(beak_length_mm)',
        'Average Beak Length (mm)',
        'avg',
        ',.1f',
      ),
      metric('avg_beak_depth_mm', 'AVG(beak_depth_mm)', 'Average Beak Depth (mm)', 'avg', ',.1f'),
    ],
  },
  {
    name: 'cars',
    file: 'cars.json',
    description: 'Specifications and fuel economy of about 400 car models from 1970 to 1982.',
    mainDttmCol: 'year',
    columns: [
      field('Name', 'VARCHAR', 'name'),
      field('Miles_per_Gallon', 'DOUBLE', 'miles_per_gallon'),
      field('Cylinders', 'INTEGER', 'cylinders', { role: 'dimension' }),
      field('Displacement', 'DOUBLE', 'displacement'),
      field('Horsepower', 'INTEGER', 'horsepower', { role: 'measure' }),
      field('Weight_in_lbs', 'INTEGER', 'weight_in_lbs', {
        role: 'measure',
        label: 'Weight (lbs)',
      }),
      field('Acceleration', 'DOUBLE', 'acceleration'),
      field('Year', 'DATE', 'year'),
      field('Origin', 'VARCHAR', 'origin'),
    ],
    metrics: [
      metric(
        'avg_miles_per_gallon',
        'AVG(miles_per_gallon)',
        'Average Miles per Gallon',
        'avg',
        ',.1f',
      ),
      metric('avg_horsepower', 'AVG(horsepower)', 'Average Horsepower', 'avg', ',.0f'),
      metric('avg_weight_in_lbs', 'AVG(weight_in_lbs)', 'Average Weight (lbs)', 'avg', ',.0f'),
    ],
  },
  {
    name: 'earthquakes',
    file: 'earthquakes.json',
    // A GeoJSON FeatureCollection: one row per feature, properties and coordinates flattened.
    from: (file) => `(SELECT unnest(features) AS f FROM read_json_auto(${file}))`,
    description:
      'One week of earthquakes of all magnitudes from the USGS real-time feed (January 31 to February 7, 2018).',
    mainDttmCol: 'time',
    columns: [
      derived('id', 'CAST(f.id AS VARCHAR)', { label: 'ID', description: 'USGS event id' }),
      derived('time', 'CAST(epoch_ms(CAST(f.properties."time" AS BIGINT)) AS TIMESTAMP)', {
        description: 'Origin time of the event (UTC)',
      }),
      derived('mag', 'CAST(f.properties.mag AS DOUBLE)', { label: 'Magnitude' }),
      derived('mag_type', 'CAST(f.properties.magType AS VARCHAR)', { label: 'Magnitude Type' }),
      derived('place', 'CAST(f.properties.place AS VARCHAR)', {
        description: 'Named region near the epicentre',
      }),
      derived('lat', 'CAST(f.geometry.coordinates[2] AS DOUBLE)', { label: 'Latitude' }),
      derived('lon', 'CAST(f.geometry.coordinates[1] AS DOUBLE)', { label: 'Longitude' }),
      derived('depth', 'CAST(f.geometry.coordinates[3] AS DOUBLE)', { label: 'Depth (km)' }),
      derived('type', 'CAST(f.properties."type" AS VARCHAR)', { label: 'Event Type' }),
      derived('status', 'CAST(f.properties.status AS VARCHAR)', {
        description: 'automatic or reviewed',
      }),
      derived('tsunami', 'CAST(f.properties.tsunami AS INTEGER)', {
        role: 'dimension',
        label: 'Tsunami Flag',
        description: '1 for large events in oceanic regions, else 0',
      }),
      derived('sig', 'CAST(f.properties.sig AS INTEGER)', {
        role: 'measure',
        label: 'Significance',
      }),
      derived('felt', 'CAST(f.properties.felt AS INTEGER)', {
        role: 'measure',
        label: 'Felt Reports',
      }),
      derived('alert', 'CAST(f.properties.alert AS VARCHAR)', { label: 'PAGER Alert Level' }),
      derived('net', 'CAST(f.properties.net AS VARCHAR)', { label: 'Network' }),
      derived('nst', 'CAST(f.properties.nst AS INTEGER)', { role: 'measure', label: 'Stations' }),
      derived('gap', 'CAST(f.properties.gap AS DOUBLE)', { label: 'Azimuthal Gap (°)' }),
      derived('rms', 'CAST(f.properties.rms AS DOUBLE)', { label: 'RMS Travel Time Residual (s)' }),
      derived('updated', 'CAST(epoch_ms(CAST(f.properties.updated AS BIGINT)) AS TIMESTAMP)', {
        label: 'Updated At',
        description: 'When the event was last updated (UTC)',
      }),
      derived('url', 'CAST(f.properties.url AS VARCHAR)', { label: 'URL' }),
    ],
    metrics: [
      metric('avg_mag', 'AVG(mag)', 'Average Magnitude', 'avg', ',.2f'),
      metric('max_mag', 'MAX(mag)', 'Max Magnitude', 'max', ',.1f'),
      metric('avg_depth', 'AVG(depth)', 'Average Depth (km)', 'avg', ',.1f'),
      metric(
        'strong_quakes',
        'SUM(CASE WHEN mag >= 4.5 THEN 1 ELSE 0 END)',
        'Quakes of Magnitude 4.5+',
        null,
        ',d',
      ),
    ],
  },
  {
    name: 'sp500',
    file: 'sp500.csv',
    description: 'Monthly closing values of the S&P 500 index, January 2000 to March 2010.',
    mainDttmCol: 'date',
    columns: [
      derived('date', `CAST(strptime(CAST("date" AS VARCHAR), '%b %d %Y') AS DATE)`, {
        source: 'date',
        description: 'Month of the observation',
      }),
      field('price', 'DOUBLE'),
    ],
    metrics: [
      metric('avg_price', 'AVG(price)', 'Average Price', 'avg', ',.2f'),
      metric('max_price', 'MAX(price)', 'Max Price', 'max', ',.2f'),
      metric('min_price', 'MIN(price)', 'Min Price', 'min', ',.2f'),
    ],
  },
  {
    name: 'sp500_daily',
    file: 'sp500-2000.csv',
    description: 'Daily open/high/low/close values and volume of the S&P 500 index, 2000 to 2020.',
    mainDttmCol: 'date',
    columns: [
      field('date', 'DATE'),
      field('open', 'DOUBLE'),
      field('high', 'DOUBLE'),
      field('low', 'DOUBLE'),
      field('close', 'DOUBLE'),
      field('adjclose', 'DOUBLE', 'adj_close', { label: 'Adjusted Close' }),
      field('volume', 'BIGINT', 'volume', { role: 'measure' }),
    ],
    metrics: [
      metric('avg_close', 'AVG("close")', 'Average Close', 'avg', ',.2f'),
      metric('max_high', 'MAX(high)', 'Max High', 'max', ',.2f'),
      metric('min_low', 'MIN(low)', 'Min Low', 'min', ',.2f'),
      metric('total_volume', 'SUM(volume)', 'Total Volume', 'sum', ',d'),
    ],
  },
  {
    name: 'iowa_electricity',
    file: 'iowa-electricity.csv',
    description:
      'Annual net electricity generation in Iowa by source (thousand MWh), 2001 to 2017 (US EIA).',
    mainDttmCol: 'year',
    columns: [
      field('year', 'DATE'),
      field('source', 'VARCHAR'),
      field('net_generation', 'INTEGER', 'net_generation', {
        role: 'measure',
        label: 'Net Generation (thousand MWh)',
      }),
    ],
    metrics: [
      metric('total_net_generation', 'SUM(net_generation)', 'Total Net Generation', 'sum', ',d'),
    ],
  },
  {
    name: 'unemployment_across_industries',
    file: 'unemployment-across-industries.json',
    description:
      'Monthly unemployed persons and unemployment rate by industry, January 2000 to February 2010 (BLS).',
    mainDttmCol: 'date',
    columns: [
      field('series', 'VARCHAR', 'series', { label: 'Industry' }),
      field('year', 'INTEGER', 'year', { role: 'dimension' }),
      field('month', 'INTEGER', 'month', { role: 'dimension' }),
      // The file's own "date" is a local-midnight timestamp rendered in UTC (08:00Z); rebuild the month.
      derived('date', 'make_date(CAST("year" AS INTEGER), CAST("month" AS INTEGER), 1)', {
        description: 'First day of the month',
      }),
      field('count', 'INTEGER', 'unemployed', { role: 'measure', label: 'Unemployed (thousands)' }),
      field('rate', 'DOUBLE', 'rate', { label: 'Unemployment Rate (%)' }),
    ],
    metrics: [
      metric('total_unemployed', 'SUM(unemployed)', 'Total Unemployed (thousands)', 'sum', ',d'),
      metric('avg_rate', 'AVG(rate)', 'Average Unemployment Rate (%)', 'avg', ',.1f'),
    ],
  },
  {
    name: 'us_employment',
    file: 'us-employment.csv',
    description:
      'Monthly US employment by supersector in thousands, seasonally adjusted, 2006 to 2015 (BLS).',
    mainDttmCol: 'month',
    columns: [
      field('month', 'DATE'),
      ...[
        'nonfarm',
        'private',
        'goods_producing',
        'service_providing',
        'private_service_providing',
        'mining_and_logging',
        'construction',
        'manufacturing',
        'durable_goods',
        'nondurable_goods',
      ].map((name) => field(name, 'DOUBLE')),
      // Fixes the source's spelling ("utilties").
      field('trade_transportation_utilties', 'DOUBLE', 'trade_transportation_utilities'),
      ...[
        'wholesale_trade',
        'retail_trade',
        'transportation_and_warehousing',
        'utilities',
        'information',
        'financial_activities',
        'professional_and_business_services',
        'education_and_health_services',
        'leisure_and_hospitality',
        'other_services',
        'government',
      ].map((name) => field(name, 'DOUBLE')),
      field('nonfarm_change', 'DOUBLE', 'nonfarm_change', {
        description: 'Month-to-month change in nonfarm employment',
      }),
    ],
    metrics: [
      metric('avg_nonfarm', 'AVG(nonfarm)', 'Average Nonfarm Employment', 'avg', ',.0f'),
      metric('total_nonfarm_change', 'SUM(nonfarm_change)', 'Total Nonfarm Change', 'sum', ',.0f'),
    ],
  },
  {
    name: 'co2_concentration',
    file: 'co2-concentration.csv',
    description:
      'Monthly atmospheric CO2 concentration at Mauna Loa Observatory in ppm, 1958 to 2020.',
    mainDttmCol: 'date',
    columns: [
      field('Date', 'DATE', 'date'),
      field('CO2', 'DOUBLE', 'co2', { label: 'CO2 (ppm)' }),
      field('adjusted CO2', 'DOUBLE', 'adjusted_co2', { label: 'Seasonally Adjusted CO2 (ppm)' }),
    ],
    metrics: [
      metric('avg_co2', 'AVG(co2)', 'Average CO2 (ppm)', 'avg', ',.2f'),
      metric('max_co2', 'MAX(co2)', 'Max CO2 (ppm)', 'max', ',.2f'),
    ],
  },
  {
    name: 'disasters',
    file: 'disasters.csv',
    description:
      'Annual deaths from natural disasters by disaster type, 1900 to 2017 (EM-DAT via Our World in Data).',
    mainDttmCol: 'year_date',
    columns: [
      field('Entity', 'VARCHAR', 'entity', { label: 'Disaster Type' }),
      field('Year', 'INTEGER', 'year', { role: 'dimension' }),
      yearDate('Year'),
      field('Deaths', 'BIGINT', 'deaths', { role: 'measure' }),
    ],
    metrics: [metric('total_deaths', 'SUM(deaths)', 'Total Deaths', 'sum', ',d')],
  },
  {
    name: 'global_temp',
    file: 'global-temp.csv',
    description: 'Global land-ocean temperature anomaly in °C, 1880 to 2023 (NASA GISS).',
    mainDttmCol: 'year_date',
    columns: [
      field('year', 'INTEGER', 'year', { role: 'dimension' }),
      yearDate('year'),
      field('temp', 'DOUBLE', 'temp', { label: 'Temperature Anomaly (°C)' }),
    ],
    metrics: [metric('avg_temp', 'AVG("temp")', 'Average Anomaly (°C)', 'avg', ',.2f')],
  },
  {
    name: 'population',
    file: 'population.json',
    description:
      'US population by 5-year age group and sex for each census decade, 1850 to 2000 (IPUMS USA).',
    mainDttmCol: 'year_date',
    columns: [
      field('year', 'INTEGER', 'year', { role: 'dimension' }),
      yearDate('year'),
      field('age', 'INTEGER', 'age', { role: 'dimension', label: 'Age Group' }),
      // Coded 1/2 in the file; spelled out (as in jobs.sex) so charts are readable.
      derived('sex', `CASE CAST("sex" AS INTEGER) WHEN 1 THEN 'men' WHEN 2 THEN 'women' END`, {
        source: 'sex',
        description: 'Sex (men or women)',
      }),
      field('people', 'BIGINT', 'people', { role: 'measure' }),
    ],
    metrics: [metric('total_people', 'SUM(people)', 'Total People', 'sum', ',d')],
  },
  {
    name: 'jobs',
    file: 'jobs.json',
    description:
      'US workers by occupation and sex for each census decade, 1850 to 2000 (IPUMS USA).',
    mainDttmCol: 'year_date',
    columns: [
      field('job', 'VARCHAR', 'job', { label: 'Occupation' }),
      field('sex', 'VARCHAR'),
      field('year', 'INTEGER', 'year', { role: 'dimension' }),
      yearDate('year'),
      field('count', 'BIGINT', 'workers', { role: 'measure' }),
      field('perc', 'DOUBLE', 'perc', { label: 'Share of Workforce' }),
    ],
    metrics: [
      metric('total_workers', 'SUM(workers)', 'Total Workers', 'sum', ',d'),
      metric('avg_share', 'AVG(perc)', 'Average Share of Workforce', 'avg', '.3%'),
    ],
  },
  {
    name: 'github',
    file: 'github.csv',
    description:
      'Simulated hourly GitHub commit counts, January to May 2015, for punchcard charts.',
    mainDttmCol: 'time',
    columns: [
      field('time', 'TIMESTAMP', 'time', { description: 'Hour of the commits' }),
      field('count', 'INTEGER', 'commits', { role: 'measure' }),
    ],
    metrics: [metric('total_commits', 'SUM(commits)', 'Total Commits', 'sum', ',d')],
  },
  {
    name: 'barley',
    file: 'barley.json',
    description:
      'Yields of ten barley varieties at six Minnesota sites in 1931 and 1932 (the classic Trellis example).',
    columns: [
      field('variety', 'VARCHAR'),
      field('site', 'VARCHAR'),
      field('year', 'INTEGER', 'year', { role: 'dimension' }),
      field('yield', 'DOUBLE', 'yield', { label: 'Yield (bushels/acre)' }),
    ],
    metrics: [
      metric('total_yield', 'SUM("yield")', 'Total Yield', 'sum', ',.1f'),
      metric('avg_yield', 'AVG("yield")', 'Average Yield', 'avg', ',.1f'),
    ],
  },
  {
    name: 'zipcodes',
    file: 'zipcodes.csv',
    // ZIP codes have leading zeros: read them as text whatever the sniffer thinks.
    from: (file) => `read_csv_auto(${file}, types = {'zip_code': 'VARCHAR'})`,
    description:
      'US and Puerto Rico postal codes with coordinates, city, state and county (GeoNames, 2017 snapshot).',
    columns: [
      field('zip_code', 'VARCHAR', 'zip_code', { label: 'ZIP Code' }),
      field('latitude', 'DOUBLE'),
      field('longitude', 'DOUBLE'),
      field('city', 'VARCHAR'),
      field('state', 'VARCHAR'),
      field('county', 'VARCHAR'),
    ],
    metrics: [
      metric('count_cities', 'COUNT(DISTINCT city)', 'Distinct Cities', 'count_distinct', ',d'),
    ],
  },
];
