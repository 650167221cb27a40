// Tasks for the worker pool's own tests: they sleep, exhaust the heap, or leave memory behind.

export const sleep = ({ ms }) => new Promise((resolve) => setTimeout(() => resolve('slept'), ms))

export function exhaustHeap() {
  const kept = []
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => ({ i })))
}

let left
/** Keeps `mb` megabytes outside the JS heap after returning, as a decompression bomb did. */
export function leaveBehind({ mb }) {
  left = Buffer.alloc(mb * 1024 * 1024, 1)
  return left.length
}
