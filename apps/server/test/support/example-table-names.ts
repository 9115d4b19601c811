/**
 * The example tables a fresh install must offer, written out here rather than read from the
 * loader, so the tests notice when one goes missing.
 */
export const REQUIRED_EXAMPLE_TABLES = [
  'flights',
  'airports',
  'stocks',
  'seattle_weather',
  'movies',
  'birdstrikes',
  'gapminder',
  'penguins',
  'cars',
  'earthquakes',
];
