// The pure packages (this one and packages/sql) run both in browsers and on Node, so their own
// type checks load neither platform's types. These are the globals both platforms provide that
// they use.
declare global {
  // Web Crypto: ids of new dashboard components and native filters are drawn from it.
  var crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };
  // UTF-8 encoding: column aliases are measured and hashed in bytes.
  var TextEncoder: new () => { encode(input?: string): Uint8Array };
  // URL parsing: a login's `next` path is resolved as a browser would to refuse other origins.
  var URL: new (url: string, base?: string) => { origin: string };
}

export {};
