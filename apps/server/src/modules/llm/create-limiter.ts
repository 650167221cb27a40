/**
 * At most `slots` holders at once; the others wait in order. A waiter whose signal aborts leaves the line
 * and gets false, so a request's time limit also bounds its wait for a slot.
 */
export function createLimiter(slots: number) {
  let free = slots
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else free++
  }
  async function acquire(signal: AbortSignal): Promise<(() => void) | null> {
    if (signal.aborted) return null
    if (free > 0) {
      free--
      return release
    }
    return new Promise((resolve) => {
      const wake = () => {
        signal.removeEventListener('abort', leave)
        resolve(release)
      }
      const leave = () => {
        waiting.splice(waiting.indexOf(wake), 1)
        resolve(null)
      }
      waiting.push(wake)
      signal.addEventListener('abort', leave, { once: true })
    })
  }
  return { acquire, stats: () => ({ busy: slots - free, waiting: waiting.length }) }
}
