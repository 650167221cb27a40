import { describe, expect, it } from 'vitest'
import { joinFirmNames } from './join-firm-names.ts'

describe('joinFirmNames', () => {
  it("joins a partnership's name written with commas and gives it back as written", () => {
    const firms = joinFirmNames([
      'Quill, Moss & Tran LLP is hiring a paralegal',
      'About Dunn, Pryor and Reyes, P.C.',
    ])
    expect(firms.lines).toEqual([
      'Quill Moss & Tran LLP is hiring a paralegal',
      'About Dunn Pryor and Reyes P.C.',
    ])
    expect(firms.restore('Quill Moss & Tran LLP')).toBe('Quill, Moss & Tran LLP')
    expect(firms.restore('Dunn Pryor and Reyes P.C.')).toBe('Dunn, Pryor and Reyes, P.C.')
  })

  it("starts the list after a person's name, and joins only names with a legal form when asked", () => {
    expect(joinFirmNames(['Started by Ada Quill, Moss & Tran LLP grew']).lines[0]).toBe(
      'Started by Ada Quill, Moss & Tran LLP grew',
    )
    expect(joinFirmNames(['Started by Ada Quill, Moss, Tran & Lee LLP']).lines[0]).toBe(
      'Started by Ada Quill, Moss Tran & Lee LLP',
    )
    expect(joinFirmNames(['Welder, Fitter & Rigger'], true).lines[0]).toBe('Welder, Fitter & Rigger')
  })
})
