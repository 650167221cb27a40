import { describe, expect, it } from 'vitest'
import { opensInside } from './opens-inside.ts'

describe('opensInside', () => {
  it('finds a phrase that opens inside a name and runs past it everywhere it is written', () => {
    expect(opensInside('- Asbestos awareness training', 'Awareness training', ['Asbestos awareness'])).toBe(
      true,
    )
    expect(opensInside('Forklift truck driving', 'truck driving', ['Forklift truck'])).toBe(true)
  })

  it('keeps a phrase written once on its own, inside a name, around one or before one', () => {
    const twice = 'Asbestos awareness training; awareness training for staff'
    expect(opensInside(twice, 'Awareness training', ['Asbestos awareness'])).toBe(false)
    expect(opensInside('Microsoft Excel skills', 'Excel', ['Microsoft Excel'])).toBe(false)
    expect(opensInside('Advanced Microsoft Excel', 'Advanced Microsoft Excel', ['Excel'])).toBe(false)
    expect(opensInside('Pass a Basic DBS check', 'Basic DBS', ['DBS check'])).toBe(false)
    expect(opensInside('Crate cleaning', 'Cleaning of crates', ['Crate'])).toBe(false)
  })
})
