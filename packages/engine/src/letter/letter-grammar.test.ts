import { describe, expect, it } from 'vitest'
import { article, fillTemplate, firstPersonClause, summarySentences } from './letter-grammar.ts'

describe('letter grammar', () => {
  it('tells a bullet in the first person, whatever its shape', () => {
    expect(firstPersonClause('Reduced wait times by 18%')).toBe('I reduced wait times by 18%')
    expect(firstPersonClause('Configure Cisco switches and VLANs')).toBe(
      'I configure Cisco switches and VLANs',
    )
    expect(firstPersonClause('Responsible for the morning prep list')).toBe(
      'I was responsible for the morning prep list',
    )
    expect(firstPersonClause('Member of the safety committee')).toBe('I was a member of the safety committee')
    expect(firstPersonClause('Studying for the PTCB exam')).toBe('I am studying for the PTCB exam')
    expect(firstPersonClause('Rotations in orthopaedics and respiratory')).toBe(
      'my work included rotations in orthopaedics and respiratory',
    )
  })

  it('turns a summary into sentences about the candidate', () => {
    expect(summarySentences('Registered nurse with acute care experience on busy floors.')).toEqual([
      'I am a registered nurse with acute care experience on busy floors.',
    ])
    expect(summarySentences('Led a team of 8 engineers through two launches.')).toEqual([
      'I led a team of 8 engineers through two launches.',
    ])
    expect(summarySentences('Looking for a helpdesk role in a school.')).toEqual([
      'I am looking for a helpdesk role in a school.',
    ])
  })

  it('fills placeholders with the article each value needs', () => {
    expect(fillTemplate('As a {title} at {company},', { title: 'RN', company: 'Mercy' })).toBe(
      'As an RN at Mercy,',
    )
    expect(article('UX designer')).toBe('a')
    expect(article('engineer')).toBe('an')
  })

  it('fills phrases with the article, number, possessive and full stop their values need', () => {
    expect(fillTemplate('A {position} for {years} years.', { position: 'engineer', years: 1 })).toBe(
      'An engineer for 1 year.',
    )
    expect(fillTemplate('I admire {company}’s work with {company}.', { company: 'Ironclad Games' })).toBe(
      'I admire Ironclad Games’ work with Ironclad Games.',
    )
    expect(fillTemplate('I would join {company}.', { company: 'Acme Inc.' })).toBe('I would join Acme Inc.')
    expect(fillTemplate('I would help {work}.', { work: 'help customers' })).toBe('I would help customers.')
    expect(firstPersonClause('Lead gameplay programmer on Odyssey')).toBe(
      'I was the lead gameplay programmer on Odyssey',
    )
  })
})
