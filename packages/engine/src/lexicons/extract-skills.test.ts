import { describe, expect, it } from 'vitest'
import { extractSkills } from './extract-skills.ts'
import { findSkillMentions } from './find-skill-mentions.ts'

const ids = (text: string) => extractSkills(text).map((skill) => skill.id)
const same = (a: string, b: string) => expect(ids(a)).toEqual(ids(b))

describe('extractSkills', () => {
  it('maps abbreviations and variants to one skill', () => {
    same('JS', 'JavaScript')
    same('k8s', 'Kubernetes')
    same('MS Excel', 'Excel')
    same('CPA', 'Certified Public Accountant')
    same('Postgres', 'PostgreSQL')
    same('search engine optimisation', 'SEO')
    expect(ids('JS')).toHaveLength(1)
  })

  it('keeps related but different skills apart', () => {
    // A PLC is programmed, a motor is controlled: a resume that shows one must not be credited with the other.
    expect(ids('Wrote ladder logic for Allen-Bradley PLCs')).not.toContain('motor-controls')
    expect(ids('Wired motor starters and VFDs')).toEqual(['motor-controls'])
    same('PLC programming', 'programmable logic controllers')
    // Analysing a borrower's statements is its own skill, listed apart from preparing them.
    expect(ids('Analyze financial statements for new loan requests')).toEqual([
      'financial-statement-analysis',
    ])
    expect(ids('Prepare monthly financial statements')).toEqual(['financial-statements'])
    // A taxonomy concept's alternative that is another concept's own name ("first aid" among the phrasings of
    // first response, pre-hospital emergency care) names that other concept.
    expect(ids('First aid')).toEqual(['first-aid'])
    expect(ids('Administered first aid at events')).toEqual(['first-aid'])
    expect(ids('Trained in first response')).not.toContain('first-aid')
  })

  it('reads a driving licence however it is worded', () => {
    same('Full UK driving licence', "Driver's license")
    same('Clean driving license', "Driver's license")
    // "Full" names the licence itself (not a learner's), so the whole phrase is the skill's name, as recruiters list it.
    for (const written of ['Full driving licence', 'full UK driving licence', 'Full clean driving licence'])
      expect(findSkillMentions(`Must hold a ${written}`).map((m) => m.text)).toEqual([written])
  })

  it('matches plural and inflected forms', () => {
    same('bank reconciliations', 'bank reconciliation')
    same('lesson plans', 'lesson planning')
  })

  it('counts ambiguous words only when written as a name', () => {
    expect(ids('Built REST APIs with Spring')).toEqual(expect.arrayContaining(['rest-apis', 'spring']))
    expect(ids('in the spring we helped the rest of the team')).not.toContain('spring')
  })

  it('does not read a bare common word as a multi-word skill', () => {
    expect(ids('Built the ledger service in Go')).not.toContain('general-ledger')
    expect(ids('Reconciled the general ledger monthly')).toContain('general-ledger')
  })

  it('labels categories as tool, domain or soft', () => {
    const categories = Object.fromEntries(
      extractSkills('Excel, GAAP and attention to detail').map((s) => [s.id, s.category]),
    )
    expect(categories).toEqual({ excel: 'tool', gaap: 'domain', 'attention-to-detail': 'soft' })
  })

  it('returns nothing for empty, symbol-only or non-English text without skill names', () => {
    expect(extractSkills('')).toEqual([])
    expect(extractSkills('—•—')).toEqual([])
    expect(extractSkills('Wir suchen eine freundliche Person für unser Büro.')).toEqual([])
  })

  it('still finds product names inside non-English text', () => {
    expect(ids('Erfahrung mit Python, Docker und Kubernetes erforderlich')).toEqual([
      'python',
      'docker',
      'kubernetes',
    ])
  })

  it('reads no skill in a company suffix, a brand or a plan that is not the skill', () => {
    expect(ids('Alder Works, Inc. makes gas fittings')).toEqual([])
    expect(ids('Keep our brand voice consistent')).toEqual([])
    expect(ids('Wrote brand guidelines and a brand strategy')).toEqual(['brand-management'])
    expect(ids('Coordinate 504 plans with families')).toEqual([])
    expect(ids('Wrote IEPs for 20 students')).toEqual(['iep'])
    expect(ids('Built pages in JSP and PHP')).toEqual(['java-server-pages', 'php'])
  })

  // Its time is a benchmark (bench/guard-speed.ts), not a test.
  it('reads a huge text (300 kB)', () => {
    const text = 'Maintained Python services on Kubernetes and wrote SQL. '.repeat(5000)
    expect(ids(text)).toEqual(['python', 'kubernetes', 'sql'])
  })
})
