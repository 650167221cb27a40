import { describe, expect, it } from 'vitest'
import { findInlineSection, findSectionKind } from './find-section-kind.ts'

describe('findSectionKind', () => {
  it.each([
    ['WORK HISTORY', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Core Competencies', 'skills'],
    ['S K I L L S', 'skills'],
    ['Skill', 'skills'],
    ['Licenses & Certifications', 'certifications'],
    ['Kitchen Experience', 'experience'],
    ['Bar Admissions', 'certifications'],
    ['Field Experiences', 'experience'],
    ['Tools & Proficiency', 'skills'],
    ['Academic Background', 'education'],
    ['Referees', 'references'],
    ['Social Media', 'contact'],
  ])('reads %j as %s', (line, kind) => {
    expect(findSectionKind(line)).toBe(kind)
  })

  it('does not take job lines, sentences or bullets for headings', () => {
    expect(findSectionKind('Software Engineer, Acme Inc.')).toBeNull()
    expect(findSectionKind('• Skills')).toBeNull()
    expect(findSectionKind('experience with customers')).toBeNull()
  })

  it('finds a heading with content after a colon', () => {
    expect(findInlineSection('Skills: Excel, SAP')).toEqual({ kind: 'skills', rest: 'Excel, SAP' })
    expect(findInlineSection('Note: nothing')).toBeNull()
  })

  it('recognises a heading by its last word only when it is set like one', () => {
    expect(findSectionKind('Unity Technologies', false)).toBeNull()
    expect(findSectionKind('Unity Technologies')).toBe('skills')
    expect(findSectionKind('Selected Projects', false)).toBe('projects')
    expect(findSectionKind('Board & Advisory Roles')).toBeNull()
  })

  it('reads a heading framed by decoration but not a bulleted item', () => {
    expect(findSectionKind('• Experience —')).toBe('experience')
    expect(findSectionKind('== SKILLS ==')).toBe('skills')
    expect(findSectionKind('• Skills')).toBeNull()
  })

  it('reads a heading closed up without its word gap, or split after its first small capital', () => {
    expect(findSectionKind('WORKEXPERIENCE')).toBe('experience')
    expect(findSectionKind('E XPERIENCE')).toBe('experience')
    expect(findSectionKind('Workexperience', false)).toBeNull()
  })

  it('reads a closed-up capitals heading with no entry of its own by the section word it ends with', () => {
    expect(findSectionKind('TEACHINGEXPERIENCES')).toBe('experience')
    expect(findSectionKind('LABSKILLS')).toBe('skills')
    expect(findSectionKind('FIELDCERTIFICATES')).toBe('certifications')
    // Not a heading: a capitals word ending in a word no section is named by, or without a word before it.
    expect(findSectionKind('BLUEHORIZON')).toBeNull()
    expect(findSectionKind('Fieldskills', false)).toBeNull()
  })
})
