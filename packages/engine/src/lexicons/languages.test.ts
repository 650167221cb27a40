import { describe, expect, it } from 'vitest'
import { findSkillMentions } from './find-skill-mentions.ts'
import { getLexicon } from './get-lexicon.ts'
import { languageNames } from './languages.ts'
import { skillId } from './skill-id.ts'

const ids = (text: string) => findSkillMentions(text).map((m) => m.skill.id)

describe('languages', () => {
  it('gives each language the id the lexicon build gave it', () => {
    const byLabel = new Map(getLexicon().skills.map((s) => [s.label, s.id]))
    for (const name of languageNames) expect(byLabel.get(name)).toBe(skillId(name))
  })

  it('reads a language by its level or need however the ad words them', () => {
    for (const [line, id] of [
      ['Russian is also needed (many guests from neighbour countries)', 'russian'],
      ['Mandarin is a must for working with the local team', 'mandarin'],
      ['German at least B1 for the safety instructions', 'german'],
      ['Turkish native; Greek intermediate', 'greek'],
      ['Estonian and Finnish on working level', 'finnish'],
      ['Communicative Polish (min. B2)', 'polish'],
      ['Can read simple English on the HMI screen', 'english'],
      ['Able to read shop drawings and stressing records in Arabic', 'arabic'],
      ['Presentation skills in Swahili', 'swahili'],
      // In its own tongue, as ads in its country write it.
      ['Fluent in English; isiZulu or Sesotho will be an advantage', 'zulu'],
      ['Good Kiswahili and English', 'swahili'],
    ] as const)
      expect(ids(line)).toContain(id)
    expect(ids('Advanced French pastry techniques')).not.toContain('french')
  })

  it('reads a language where the line speaks of language, not a nationality or a verb', () => {
    expect(ids('Ability to communicate in Portuguese')).toContain('portuguese')
    expect(ids('Fluent in written and spoken English')).toContain('english')
    expect(ids('Zulu is a bonus for our Durban clients')).toContain('zulu')
    expect(ids('Languages: Hindi, Urdu')).toEqual(expect.arrayContaining(['hindi', 'urdu']))
    expect(ids('Install French doors and skylights')).not.toContain('french')
    expect(ids('Serve Korean and Thai dishes')).not.toContain('korean')
    expect(ids('Polish the brass fittings until they shine, then read the log')).not.toContain('polish')
    expect(ids('Bachelor of Arts in English')).not.toContain('english')
    expect(ids('English, Hindi and Tamil')).toEqual(expect.arrayContaining(['english', 'hindi', 'tamil']))
    expect(ids('French (fluent)')).toContain('french')
    expect(ids('Polished written and verbal communication')).not.toContain('polish')
    expect(ids('Bilingual English/Vietnamese preferred')).toEqual(expect.arrayContaining(['vietnamese']))
    expect(ids('Bilingual English/Vietnamese preferred')).not.toContain('english')
    expect(ids('Bilingual (Vietnamese/English) preferred')).not.toContain('english')
    expect(ids('Support English learners at every proficiency level')).not.toContain('english')
    expect(ids('Fluent in French and English')).toEqual(expect.arrayContaining(['french', 'english']))
    expect(ids('Hindi or Urdu will be an added advantage')).toEqual(expect.arrayContaining(['hindi', 'urdu']))
    expect(ids('Good Dutch skills (minimum B1)')).toContain('dutch')
    expect(ids('Able to write short reports in Spanish')).toContain('spanish')
    expect(ids('Write a French menu for the terrace')).not.toContain('french')
  })

  it('reads a language given a level, but not a cuisine graded', () => {
    expect(ids('- German B1 to read the manuals')).toEqual([skillId('German')])
    expect(ids('Turkish level B2 or better')).toEqual([skillId('Turkish')])
    expect(ids('very good Dutch and Polish')).toEqual([skillId('Dutch'), skillId('Polish')])
    expect(ids('Excellent Italian cuisine')).toEqual([])
  })

  it('reads a name with a macron however its first letter is written, under an id that keeps its letters', () => {
    expect(ids('Te reo Māori would be an advantage')).toContain('te-reo-maori')
    expect(skillId('Māori')).toBe('maori')
  })

  it('reads "X language" as the language, and no learners of English', () => {
    expect(findSkillMentions('Welsh language skills are essential').map((m) => m.text)).toEqual([
      'Welsh language',
    ])
    expect(ids('Give English language instruction to emergent bilingual pupils')).not.toContain('english')
    expect(ids('Support English Language Learners in Year 4')).not.toContain('english')
  })
})
