import { describe, expect, it } from 'vitest'
import { findHeadingGutter } from './find-heading-gutter.ts'
import { item } from './test-items.ts'

const content = Array.from({ length: 16 }, (_, i) =>
  item(`Content line ${i} about the work.`, 128, 700 - i * 15),
)

describe('findHeadingGutter', () => {
  it('finds headings set in the left margin beside their content, a heading split into runs included', () => {
    const headings = [
      item('Experience', 14, 700, 12),
      item('Certi', 14, 580, 12),
      item('fi', 38, 580, 12),
      item('cations', 44, 580, 12),
    ]
    const header = item('jane@example.com', 84, 760)
    expect(findHeadingGutter([header, ...headings, ...content])).toEqual(headings)
  })

  it('finds none when headings start where the body does', () => {
    const heading = item('Experience', 128, 715, 12)
    expect(findHeadingGutter([heading, ...content])).toBeNull()
  })

  it('finds none when body text also starts in the margin', () => {
    const heading = item('Experience', 14, 700, 12)
    const stray = item('A body line that starts at the margin.', 14, 600)
    expect(findHeadingGutter([heading, stray, ...content])).toBeNull()
  })

  it('finds headings set flush right against the content, their right edges level', () => {
    const headings = [
      item('Profile', 68, 700, 12),
      item('Experience', 50, 640, 12),
      item('Skills', 74, 580, 12),
    ]
    const found = findHeadingGutter([...headings, ...content])
    expect(found).toHaveLength(3)
    expect(found).toEqual(expect.arrayContaining(headings))
  })
})
