import { describe, expect, it } from 'vitest'
import { findSkillMentions } from './find-skill-mentions.ts'

const labels = (text: string) => findSkillMentions(text).map((m) => m.skill.label)

describe('findSkillMentions', () => {
  it('reads an acronym ending in a capital S as its own name, not the plural of a shorter one', () => {
    expect(labels('Former SAPS officer with a clean record')).not.toContain('SAP')
    expect(labels('Configure SAP and NetSuite')).toContain('SAP')
    expect(labels('Write and review SOPS for the lab')).toEqual(labels('Write and review SOPs for the lab'))
  })

  it('reads no letters glued to a bracket inside a code as a name of their own', () => {
    expect(labels('Act as an operator under IR(ME)R')).not.toContain('R')
    expect(labels('Statistics in Python and R (tidyverse)')).toContain('R')
  })

  it("reads a name that opens in lower case before its capitals as a product's own, not the acronym", () => {
    expect(labels('Keep notes in iPM and MedChart')).not.toContain('Integrated pest management')
    expect(labels('Run the IPM programme for the orchard')).toContain('Integrated pest management')
    expect(labels('Build iOS apps in Swift')).toContain('iOS')
  })

  it("reads no broad phrase across a comma between a list's items", () => {
    expect(labels('Knowledge of finance accounting')).toEqual(['Financial accounts'])
    expect(labels('A degree in finance, accounting or law')).toEqual([])
  })

  it('reads no phrase across an opening parenthesis: the words after it are examples', () => {
    expect(labels('Fluent in Microsoft Office (Outlook and Teams)')).toContain('Microsoft Office')
    expect(labels('Fluent in Microsoft Office (Outlook and Teams)')).not.toContain('Microsoft Office Outlook')
  })

  it('reads no skill in the word a hyphenated prefix makes', () => {
    expect(labels('Review permits for sheds and re-roofs')).not.toContain('Roofing')
    expect(labels('Install roofs on sheds')).toContain('Roofing')
  })

  it("reads a field's name before a drawing or record of it as that thing's subject, not the field's work", () => {
    expect(labels('Trace a leak from the plumbing schematic')).not.toContain('Plumbing')
    expect(labels('Keep the mentoring logs current')).not.toContain('Mentoring')
    expect(labels('Install plumbing in new homes')).toContain('Plumbing')
    // A tool that draws them is still used.
    expect(labels('Sketch floor plans as Revit drawings')).toContain('Autodesk Revit')
  })

  it("reads a product's last word after the verb that opens a duty, but not after another maker's coined name", () => {
    expect(labels('Draw Visio diagrams of each loading dock')).toContain('Microsoft Visio')
    expect(labels('- Update SolidWorks drawings after each change order')).toContain(
      'Dassault Systemes SolidWorks',
    )
    expect(labels('Zentrix Visio exports')).not.toContain('Microsoft Visio')
  })

  it('reads no acronym the document defines as another thing, and the same acronym defined as itself', () => {
    const grade = 'Grade: Higher Scientific Officer (HSO)\nPay: Senior Executive Officer (SEO) band'
    expect(findSkillMentions('SEO band', grade).map((m) => m.skill.id)).not.toContain('seo')
    const marketing = 'Lead our Search Engine Optimization (SEO) work\nSEO audits'
    expect(findSkillMentions('SEO audits', marketing).map((m) => m.skill.id)).toContain('seo')
  })

  it('judges an ambiguous alias by its own clause, not by where the text first writes it', () => {
    const text = 'Supported C-level executives at board meetings.\nWrote C firmware for microcontrollers.'
    expect(findSkillMentions(text).map((m) => m.skill.id)).toContain('c')
  })

  it('reads a product its maker names in capitals, written as a capitalised word before another, as a name', () => {
    expect(labels('Questions? Call Rodel Martinez on 0917 555 0142')).not.toContain('Roundabout Delay RODEL')
    expect(labels('Based at Galena Creek Station, two hours from town')).not.toContain(
      'Clover Technology GALENA',
    )
    expect(labels('Model roundabouts in RODEL and SIDRA')).toContain('Roundabout Delay RODEL')
    expect(labels('Experience with Rodel for roundabout capacity')).toContain('Roundabout Delay RODEL')
  })

  it('reads no product in its word with an S added, and keeps a name that ends in one', () => {
    const labels = (text: string) => findSkillMentions(text).map((m) => m.skill.label)
    expect(labels('She excels at sales. Our Sparks building opens at six.')).toEqual([])
    expect(labels('Excel and Apache Spark')).toEqual(['Excel', 'Apache Spark'])
    expect(labels('Jenkins and Microsoft Teams')).toContain('Microsoft Teams')
  })
})
