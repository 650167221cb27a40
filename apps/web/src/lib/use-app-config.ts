import { useEffect, useSyncExternalStore } from 'react'
import { buildConfig, type ClientConfig, mergeConfig, type ServerConfig } from './config.ts'

// The header and footer need the runtime flags on every page, so this is a tiny fetch-once store
// rather than a TanStack query: it keeps the query library out of the landing page's first load. A plain
// fetch, not the API client, for the same reason: this public GET needs no token, refresh or XSRF header.

let server: ServerConfig | undefined
let merged: ClientConfig = buildConfig
let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function load() {
  if (requested) return
  requested = true
  fetch(`${buildConfig.apiBaseUrl}/api/v1/config/`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<ServerConfig>) : Promise.reject()))
    .then(
      (reply) => {
        server = reply
        merged = mergeConfig(buildConfig, server)
        for (const listener of listeners) listener()
      },
      // Without the server's flags the build defaults stay in force (registration and payments off).
      () => {},
    )
}

/** Client settings with the server's runtime flags applied once they have loaded. */
export function useAppConfig(): ClientConfig {
  useEffect(load, [])
  return useSyncExternalStore(
    subscribe,
    () => merged,
    () => buildConfig,
  )
}
