/**
 * How the metadata store keeps values every engine can hold alike: booleans as 0/1 integers and
 * timestamps as ISO strings (see migrations/dialect-helpers.ts).
 */
export type Bool = number;
export type Timestamp = string;
