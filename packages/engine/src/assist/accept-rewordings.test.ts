import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evalResumes } from '../../eval/eval-set.ts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { getLexicon } from '../lexicons/get-lexicon.ts'
import { resumeText } from '../match/resume-facts.ts'
import { findInvariantViolations } from '../tailor/find-invariant-violations.ts'
import { findTitleClaims, isStatedTitle, statedTitles } from '../tailor/find-title-claims.ts'
import { AI_REWORDING_REASON, acceptRewordings } from './accept-rewordings.ts'

const resume = evalResumes.be_strong
const bullet = (role: number, index: number) => `work_experience[${role}].achievements[${index}]`

describe('acceptRewordings', () => {
  it('uses an honest rewording and logs it', () => {
    const text = 'Built Django and FastAPI services on Postgres handling 3M invoices a month for billing'
    const result = acceptRewordings(resume, resume, [{ path: bullet(0, 0), text }])
    expect(result.resume.work_experience[0]!.achievements[0]).toBe(text)
    expect(result.changes).toEqual([
      {
        path: bullet(0, 0),
        before: resume.work_experience[0]!.achievements[0],
        after: text,
        reason: AI_REWORDING_REASON,
      },
    ])
    expect([result.used, result.rejected]).toEqual([1, 0])
  })

  it('keeps the original wording and says which claim was new', () => {
    const before = resume.work_experience[0]!.achievements[1]!
    const result = acceptRewordings(resume, resume, [
      { path: bullet(0, 1), text: `${before}, orchestrated with Kubernetes and Terraform` },
      { path: 'professional_summary', text: 'Backend developer with 12 years building payment services.' },
      { path: bullet(1, 2), text: 'Wrote technical design docs at Google and presented them to the team' },
    ])
    expect(result.resume).toEqual(resume)
    expect(result.changes.map((c) => c.reason)).toEqual([
      "AI suggestion not used: it named 'Terraform', which your resume does not show",
      'AI suggestion not used: it gave the number 12, which your resume does not show',
      "AI suggestion not used: it named 'Google', which your resume does not show",
    ])
    expect(result.changes.every((c) => c.before === c.after)).toBe(true)
  })

  it('ignores places a model may not change and unchanged text, and refuses padding', () => {
    const result = acceptRewordings(resume, resume, [
      { path: 'personal_information.name', text: 'Someone Else' },
      { path: bullet(0, 0), text: resume.work_experience[0]!.achievements[0]! },
      { path: bullet(9, 0), text: 'Built services' },
      { path: bullet(0, 2), text: 'Cut p95 latency '.repeat(30) },
    ])
    expect(result.changes.map((c) => c.reason)).toEqual([
      'AI suggestion not used: it was more than twice as long as your own wording',
    ])
    expect(result.resume).toEqual(resume)
  })

  // A model adds a skill, a number, an employer, a title or a year to a random place; none may get through,
  // and the honest rewordings around them are still used.
  const source = resumeText(resume)
  const sourceLower = source.toLowerCase()
  const shown = new Set(findSkillMentions(source).map((m) => m.skill.id))
  const foreignSkills = getLexicon()
    .skills.filter((s) => s.category === 'tool' && !shown.has(s.id) && /^[A-Z][\w.+# -]{2,}$/.test(s.label))
    .filter((s) => findSkillMentions(s.label).some((m) => m.skill.id === s.id))
    .map((s) => s.label)
  const foreignName = (name: string) => !sourceLower.includes(name.toLowerCase())
  const employers = ['Google', 'Amazon', 'Stripe', 'Deloitte', 'Netflix', 'Shopify', 'Accenture'].filter(
    foreignName,
  )
  const titles = ['Principal Engineer', 'Staff Architect', 'Chief Technology Officer', 'Director of Platform']
  // Titles made only of words the resume has ("Backend" + "Engineer"), which it never gives the candidate.
  const held = statedTitles(resume)
  const titleWords = [...new Set(held.flat())].filter((w) => /^[a-z]{3,}$/.test(w))
  const mixedTitles = titleWords
    .flatMap((a) => titleWords.map((b) => [a, b]))
    .filter(
      ([a, b]) =>
        findTitleClaims(`as ${a} ${b}`).some((c) => c.words.join() === `${a},${b}`) &&
        !isStatedTitle([a!, b!], held),
    )
    .map((words) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '))
  const sourceNumbers = new Set(source.match(/\d+/g))
  const hallucination = fc.oneof(
    fc.constantFrom(...foreignSkills).map((skill) => `using ${skill}`),
    fc
      .integer({ min: 2, max: 99_999 })
      .filter((n) => !sourceNumbers.has(String(n)))
      .map((n) => `for ${n} customers`),
    fc.constantFrom(...employers).map((employer) => `at ${employer}`),
    fc.constantFrom(...titles).map((title) => `as ${title}`),
    fc.constantFrom(...mixedTitles).map((title) => `as ${title}`),
    fc
      .integer({ min: 1990, max: 2030 })
      .filter((y) => !sourceNumbers.has(String(y)))
      .map((y) => `in ${y}`),
  )
  const places = [
    'professional_summary',
    ...resume.work_experience.flatMap((role, i) => role.achievements.map((_, j) => bullet(i, j))),
  ]
  const textAt = (path: string) => {
    const match = path.match(/\[(\d+)\].*\[(\d+)\]/)
    return match
      ? resume.work_experience[Number(match[1])]!.achievements[Number(match[2])]!
      : resume.professional_summary
  }

  it('lets no random hallucination through (property)', () => {
    expect(mixedTitles).toContain('Backend Engineer')
    fc.assert(
      fc.property(
        fc.array(fc.record({ place: fc.constantFrom(...places), claim: hallucination }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.subarray(places, { maxLength: 3 }),
        (lies, honest) => {
          const liePlaces = new Set(lies.map((l) => l.place))
          const good = honest.filter((p) => !liePlaces.has(p))
          const suggestions = [
            ...lies.map((l) => ({ path: l.place, text: `${textAt(l.place).replace(/\.$/, '')} ${l.claim}` })),
            ...good.map((path) => ({ path, text: `${textAt(path).replace(/\.$/, '')} for the team` })),
          ]
          const result = acceptRewordings(resume, resume, suggestions)
          expect(findInvariantViolations(resume, result.resume)).toEqual([])
          for (const path of liePlaces)
            expect(textAt(path)).toBe(result.changes.find((c) => c.path === path)!.after)
          expect(result.used).toBe(good.length)
        },
      ),
      { numRuns: 150, seed: 21 },
    )
  })
})
