import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { caseText, sectionsCaseLines } from '../../eval/sections-case-lines.ts'
import { sectionsCases } from '../../eval/sections-truth.ts'
import { extractDocument } from '../extract/extract-document.ts'
import { parseResume } from './parse-resume.ts'

const azurill = join(import.meta.dirname, '../../corpus/reactive-resume-v5/azurill.pdf')

describe('parseResume keeps the newer sections', () => {
  it("keeps Reactive Resume's azurill.pdf projects, awards, publications, languages and volunteering", async () => {
    const { resume_data: r, warnings } = parseResume(
      await extractDocument(new Uint8Array(readFileSync(azurill))),
    )
    expect(r.projects.map((p) => [p.name, p.dates])).toEqual([
      ['Echoes of the Void (Indie Game)', '2023 - Present'],
      ['Open Source: Unity Dialogue Framework', '2021 - 2023'],
      ['Game Jam Participation', '2019 - Present'],
    ])
    expect(r.projects[1]!.bullets[0]).toContain('800+ GitHub stars')
    expect(r.awards.map((a) => [a.title, a.issuer, a.date])).toEqual([
      ['Best Gameplay - Ludum Dare 48', 'Ludum Dare', 'April 2021'],
      ['Employee Excellence Award', 'Pixel Forge Interactive', 'December 2021'],
    ])
    expect(r.publications.map((p) => [p.title, p.publisher, p.date])).toEqual([
      ['Optimizing Unity Games for Mobile: A Practical Guide', 'Game Developer Magazine', 'September 2021'],
      ['Building Modular Dialogue Systems', 'Seattle Indie Game Developers Meetup', 'May 2022'],
    ])
    expect(r.languages).toEqual([
      { language: 'English', proficiency: 'Native' },
      { language: 'Polish', proficiency: 'Conversational' },
    ])
    expect(r.volunteering.map((v) => [v.organization, v.dates])).toEqual([
      ['Seattle Indies', '2020 - Present'],
      ['Code.org Game Development Workshops', '2021 - Present'],
    ])
    expect(r.interests[0]).toBe('Game Design (Mechanics, Level Design, Player Psychology)')
    // The talks' descriptions have no field: they stay visible under Other, and the user is told.
    expect(r.other.find((o) => o.heading === 'Publications & Talks')?.lines).toHaveLength(2)
    expect(warnings).toContain(
      "Some lines under 'Publications & Talks' fit no field: they are kept under Other, where you can move them.",
    )
    expect(warnings).not.toContain('Some parts were too long and were shortened.')
  }, 30_000)

  it.each(['de-entwickler', 'fr-cheffe-projet', 'es-ingeniera'])(
    'keeps the experience and education entries of the %s resume in its own headings and month names',
    (id) => {
      const c = sectionsCases.find((x) => x.id === id)!
      for (const style of [0, 1] as const) {
        const { resume_data: r, warnings } = parseResume(caseText(sectionsCaseLines(c, style)))
        // Extraction writes ’ as ' (as every reader of the text would).
        const plain = (s: string) => s.replace(/’/g, "'")
        expect(r.work_experience.map((j) => [j.title, j.dates])).toEqual(
          c.truth.work_experience.map((j) => [j.title, plain(j.dates)]),
        )
        expect(r.education.map((e) => [e.degree, e.institution, e.dates])).toEqual(
          c.truth.education.map((e) => [e.degree, e.institution, e.dates]),
        )
        expect(r.languages.map((l) => l.language)).toEqual(c.truth.languages.map((l) => l.language))
        expect(warnings.join(' ')).not.toMatch(/seems to be in/)
      }
    },
  )

  it('says plainly when a resume is in a language the engine does not read', () => {
    const polish = `Jan Kowalski
jan.kowalski@example.pl
Doświadczenie zawodowe
Programista, Comarch S.A., 2018 – 2023
• Odpowiadałem za rozwój systemu rozliczeń dla operatorów telekomunikacyjnych w całej Polsce.
• Wdrożyłem automatyczne testy, które skróciły czas wydania nowej wersji o połowę.
Wykształcenie
Politechnika Krakowska, inżynier informatyki, 2014 – 2018`
    const { warnings } = parseResume(polish)
    expect(warnings[0]).toBe(
      'This resume seems to be in Polish. Tailor reads English, German, French and Spanish, so the sections it found may be incomplete: check each one in the editor.',
    )
  })

  it('keeps a section it cannot name under Other and says so', () => {
    const { resume_data, warnings } = parseResume(
      'Ana Silva\nana@example.com\nExperience\nNurse, Mercy Hospital, 2019 – 2023\nMilitary Service\nMedic, 2015 – 2017\n',
    )
    expect(resume_data.other).toEqual([{ heading: 'Military Service', lines: ['Medic, 2015 – 2017'] }])
    expect(warnings).toContain(
      "We could not read a section headed 'Military Service': its lines are kept under Other, where you can move them.",
    )
  })
})
