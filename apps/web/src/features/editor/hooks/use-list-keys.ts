import { useRef } from 'react'

let lastKey = 0
const newKey = () => `row-${++lastKey}`

/**
 * Stable React keys for a list of plain values, so removing row 2 does not re-mount rows 3 and later.
 * The editor calls `added()` / `removed(i)` / `moved(from, to)` with each change; any other change of length starts over.
 */
export function useListKeys(count: number) {
  const keys = useRef<string[]>([])
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, newKey)
  return {
    keys: keys.current,
    added: () => {
      keys.current = [...keys.current, newKey()]
    },
    removed: (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index)
    },
    /** Row `from` moved to `to`: its key goes with it, so its fields keep focus and state. */
    moved: (from: number, to: number) => {
      const next = [...keys.current]
      next.splice(to, 0, ...next.splice(from, 1))
      keys.current = next
    },
  }
}
