// The web-platform globals the engine uses, declared for the Node-free typecheck (tsconfig.pure.json).
// Browsers, Deno and Node all provide them; timers, fetch and the file system are deliberately absent.
declare function structuredClone<T>(value: T): T

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean })
  decode(input?: Uint8Array): string
}

declare class URL {
  constructor(url: string, base?: string | URL)
  hash: string
  host: string
  hostname: string
  href: string
  origin: string
  pathname: string
  protocol: string
  search: string
  readonly searchParams: { get(name: string): string | null }
  toString(): string
}
