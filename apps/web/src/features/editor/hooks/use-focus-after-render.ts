import { useEffect, useRef } from 'react'

type Find = () => HTMLElement | null | undefined

/**
 * Moves focus once the next render is on screen: to a row just added, or to a steady control after a
 * row (and the button that removed it) has gone, so keyboard users never lose their place.
 */
export function useFocusAfterRender() {
  const pending = useRef<Find | null>(null)
  useEffect(() => {
    const find = pending.current
    pending.current = null
    find?.()?.focus()
  })
  return (find: Find) => {
    pending.current = find
  }
}
