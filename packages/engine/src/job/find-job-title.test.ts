import { describe, expect, it } from 'vitest'
import { findJobTitle } from './find-job-title.ts'

const title = (text: string) => findJobTitle(text.split('\n').filter(Boolean))

describe('findJobTitle', () => {
  it('reads the title after about-us and benefits blocks printed before it', () => {
    const lead =
      'Who we are\nHarlan & Sons Mechanical, Inc. has been a contractor since 1952.\nWhat we offer\n- Pension\n- Steady work\n'
    expect(title(`${lead}Journeyman Pipefitter\nLocation: Cincinnati, OH`)).toBe('Journeyman Pipefitter')
    expect(title('Benefits Specialist\nWhat we offer\n- Pension')).toBe('Benefits Specialist')
  })

  it("reads the title from a school board's position type", () => {
    expect(title('Position Type:\nElementary School Teaching/ESL Teacher\nDate Posted:\n3/4/2026')).toBe(
      'ESL Teacher',
    )
    expect(title('Cook\nPosition Type: Full-time')).toBe('Cook')
  })
})
