import { useRef } from 'react'

let lastKey = 0
const newKey = () => `row-${++lastKey}`

/**
 * Stable React keys for a list of plain values, so removing row 2 does not re-mount rows 3 and later.
 * The editor calls `added()` / `removed(i)` with each change; any other change of length starts over.
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
  }
}
