// The people of the outside-layout corpus (corpus/outside/people.json) and LaTeX helpers for the designs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface OutsideJob {
  title: string
  company: string
  city: string
  dates: string
  achievements: string[]
}

export interface OutsidePerson {
  id: string
  first: string
  last: string
  position: string
  email: string
  phone: string
  location: string
  linkedin: string
  summary: string
  jobs: OutsideJob[]
  education: { institution: string; degree: string; field: string; dates: string }[]
  skills: string[]
  certifications: { name: string; issuer: string; date: string }[]
}

export const readOutsidePeople = (corpus: string): OutsidePerson[] =>
  JSON.parse(readFileSync(join(corpus, 'outside/people.json'), 'utf8')).people

/** LaTeX source text: special characters escaped, "--" kept (an en dash when typeset). */
export const tex = (s: string) =>
  s
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')

/** A degree with its field, as most designs print it on one line. */
export const degreeLine = (e: OutsidePerson['education'][number]) =>
  e.field ? `${e.degree} in ${e.field}` : e.degree

export const itemize = (items: string[]) =>
  items.length ? `\\begin{itemize}\n${items.map((a) => `  \\item ${tex(a)}`).join('\n')}\n\\end{itemize}` : ''
