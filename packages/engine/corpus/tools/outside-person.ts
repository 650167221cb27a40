// The people of the outside-layout corpus (corpus/outside/people.json; people-c.json for held-out C), the shape
// of a design, and LaTeX helpers.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

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

/** A resume design filling in the people: TeX classes by others (outside-designs.ts), our HTML (own-designs.ts). */
export interface OutsideDesign {
  id: string
  source: string
  /** "tune-was-held-out": the first unseen half, tuned on from the fourth session, when held-out B replaced it;
   * "tune-was-held-out-b": pas-cv, tuned on from the fifth session. "held-out-c": designs fetched from public
   * repositories, printing only the people of people-c.json; "tune-was-held-out-c": AltaCV, one of them, tuned
   * on from the fifth session. "held-out-d": more fetched designs, printing only people-d.json (fifth);
   * "tune-was-held-out-d": Twenty-Seconds CV, one of them, tuned on from the sixth session. "tune-was-held-out-e":
   * held-out E (sixth: more, of the kinds the corpus had least of, printing only people-e.json), all four tuned
   * on now (markdown-cv's two styles and Nextcloud's résumé from the sixth session, pandoc_resume from the
   * eighth). "held-out-f": more, a confirmation set measured once by the lead, printing only people-f.json
   * (seventh); "tune-was-held-out-f": two of them (Rover Resume's Base Rover, YAAC), tuned on after that
   * measurement. "held-out-g": more, of the kinds the corpus has
   * least of (LibreOffice's own résumé templates, an HTML/CSS design), a confirmation set measured once by the
   * lead, printing only people-g.json (eighth); "tune-was-held-out-g": two of them (html-resume, LibreOffice's
   * CV.ott), tuned on after that measurement. "held-out-h": more (two of best-resume-ever's HTML/CSS
   * templates, the resume-tex LaTeX class), a confirmation set measured once by the lead, printing only
   * people-h.json (eighth, after G's tune round); "tune-was-held-out-h": two of them (best-resume-ever's purple
   * and left-right), tuned on after that measurement. "held-out-i": more (the online-cv Jekyll theme, the rvca
   * LaTeX class), a confirmation set measured once by the lead, printing only people-i.json (ninth);
   * "tune-was-held-out-i": all three of them (online-cv, resume-rvca tuned on after that measurement, DevResume
   * from the eleventh session). "held-out-j":
   * more (three LaTeX templates from GitHub: a two-panel sidebar, a two-column timeline, a one-column header table),
   * a confirmation set measured once by the lead, printing only people-j.json (ninth, after I's tune round);
   * "tune-was-held-out-j": two of them (latex-resume-twopanels, tuned on after that measurement; mlechu's
   * resume-template, from the eleventh session). "held-out-k":
   * more, of a kind the corpus had none of (three Typst templates from GitHub), a confirmation set measured once by
   * the lead, printing only people-k.json (tenth). "held-out-l": more of that kind (three Typst templates: two
   * two-column designs, one with dates in a left column), a confirmation set measured once by the lead, printing
   * only people-l.json (eleventh). "held-out-m": more, none of them Typst (a LaTeX sidebar class, a LibreOffice
   * Writer template with its contact lines in the page header, an HTML/CSS sidebar design), a confirmation set
   * measured once by the lead, printing only people-m.json (eleventh); "tune-was-held-out-m": one of them
   * (Tombarr's html-resume-template), tuned on after that measurement. "held-out-n": more, none of them Typst (two
   * HTML/CSS templates of one collection: a sidebar printed as a band of side-by-side blocks, a header over two
   * columns; a two-column LaTeX class), a confirmation set measured once by the lead, printing only people-n.json
   * (eleventh, after M). */
  split:
    | 'tune'
    | 'tune-was-held-out'
    | 'tune-was-held-out-b'
    | 'held-out-b'
    | 'held-out-c'
    | 'tune-was-held-out-c'
    | 'held-out-d'
    | 'tune-was-held-out-d'
    | 'tune-was-held-out-e'
    | 'held-out-f'
    | 'tune-was-held-out-f'
    | 'held-out-g'
    | 'tune-was-held-out-g'
    | 'held-out-h'
    | 'tune-was-held-out-h'
    | 'held-out-i'
    | 'tune-was-held-out-i'
    | 'held-out-j'
    | 'tune-was-held-out-j'
    | 'held-out-k'
    | 'held-out-l'
    | 'held-out-m'
    | 'tune-was-held-out-m'
    | 'held-out-n'
  /** Chromium prints HTML ("cv.html" is then the main file); LibreOffice prints a fetched or installed document
   * template (ThirdParty.template, installedTemplate) whose entries the render's files replace; Typst compiles
   * "cv.typ" (typst-compile.ts). */
  engine: 'pdflatex' | 'xelatex' | 'lualatex' | 'chromium' | 'libreoffice' | 'typst'
  /** TeX runs: a design drawing at page positions (TikZ's remember picture) needs a second to place them. */
  texRuns?: number
  /** How the design prints a date range's dash when its font has no en dash. */
  dash?: string
  /** How it prints an education range's dash, where its example types it otherwise than the jobs' (dash). */
  educationDash?: string
  /** Fields the design has no place for: not printed, so scored as empty (a position as not printed). */
  missing?: ('position' | 'location' | 'linkedin')[]
  /** Fields the design prints in capitals or small capitals: the person's spelling or the capitals are right. */
  capitals?: ('name' | 'position' | 'title' | 'company' | 'institution' | 'degree')[]
  /** The label the design sets before the skill list ("Skills: …"): neither required nor wrong as a skill. */
  skillsGroup?: string
  /** A document template installed by Debian (an absolute path) that the design fills, for LibreOffice. */
  installedTemplate?: string
  /** A design fetched from a public repository, never copied here: cloned into corpus/outside/third-party. */
  thirdParty?: ThirdParty
  layout: string
  /** The main source, or files by name ("cv.tex" is the main one; CurVe reads each rubric from a file). */
  render: (p: OutsidePerson) => string | Record<string, string>
}

export interface ThirdParty {
  /** owner/name on GitHub, and the commit the PDFs were built from. */
  repo: string
  commit: string
  /** A ref to fetch the commit from, when no branch holds it. */
  ref?: string
  /** Its folder under corpus/outside/third-party. */
  dir: string
  /** The folder (inside dir) that TeX searches for the class and its files. */
  inputs: string
  /** Folders (inside dir) the design reads by a relative path (fonts), linked into the build folder. */
  links?: Record<string, string>
  /** A document template (inside dir) that the design fills, for LibreOffice. */
  template?: string
}

export const thirdPartyRoot = join(dirname(fileURLToPath(import.meta.url)), '../outside/third-party')

/** A design kept in its example's preamble: that preamble, read from the clone at build time, and \begin{document}. */
export function clonePreamble(party: ThirdParty, file: string): string {
  const template = readFileSync(join(thirdPartyRoot, party.dir, file), 'utf8')
  return `${template.slice(0, template.indexOf('\\begin{document}'))}\\begin{document}`
}

export const readOutsidePeople = (corpus: string, file = 'people.json'): OutsidePerson[] =>
  JSON.parse(readFileSync(join(corpus, 'outside', file), 'utf8')).people

/** LaTeX source text: special characters escaped, "--" kept (an en dash when typeset). */
export const tex = (s: string) =>
  s
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')

/** First and last name, as most designs print them. */
export const fullName = (p: OutsidePerson) => `${p.first} ${p.last}`

/** A degree with its field, as most designs print it on one line. */
export const degreeLine = (e: OutsidePerson['education'][number]) =>
  e.field ? `${e.degree} in ${e.field}` : e.degree

export const itemize = (items: string[]) =>
  items.length ? `\\begin{itemize}\n${items.map((a) => `  \\item ${tex(a)}`).join('\n')}\n\\end{itemize}` : ''
