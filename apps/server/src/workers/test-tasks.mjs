// Tasks for the worker pool's own tests: they sleep, exhaust the heap, grow outside it or leave memory behind.

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

/** Grows outside the JS heap, 50 MB at a time, until stopped or at `mb`. */
export async function grow({ mb }) {
  const kept = []
  for (let n = 0; n < mb / 50; n++) {
    kept.push(Buffer.alloc(50 * 1024 * 1024, 1))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return kept.length
}
