import { resumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { parseResume } from './parse-resume.ts'

describe('parseResume on oversized input', () => {
  it('returns data the schema accepts and warns that it was shortened', () => {
    const skills = Array.from({ length: 500 }, (_, i) => `Skill${i}`).join(', ')
    const text = `Jane Doe\njane@example.com\n\nSummary\n${'word '.repeat(2000)}\n\nSkills\n${skills}\n`
    const { resume_data, warnings } = parseResume(text)
    expect(resumeData.safeParse(resume_data).success).toBe(true)
    expect(resume_data.skills).toHaveLength(300)
    expect(warnings).toContain('Some parts were too long and were shortened.')
  })
})
