// Builds the outside-layout corpus: every person in corpus/outside/people.json typeset by every design in
// outside-designs.ts (TeX Live classes made by other people), PDFs into corpus/outside/files. With --truth it
// (re)writes corpus/outside/truth.json from people.json alone (and builds nothing): the labels never look at a parse.
// With --check it only confirms that every label in truth.json is printed in its PDF (pdftotext, spaces and
// line-end hyphens ignored) and lists the misses.
// Run from the repository root: node --import tsx packages/engine/corpus/tools/generate-outside.ts [--truth] [--check] [design…]
// Needs Debian's texlive-latex-extra, texlive-fonts-extra and texlive-xetex; own-designs.ts layouts need /usr/bin/chromium;
// held-out C's to F's designs (outside-designs-c.ts to -f.ts) need their repositories cloned into
// corpus/outside/third-party; McDowell CV (held-out D) and YAAC (F) need Debian's texlive-luatex, YAAC also
// texlive-lang-french and texlive-bibtex-extra (its class loads babel's French and biblatex); held-out E needs
// Debian's pandoc, LibreOffice and zip; markdown-resume (F) pandoc and node-less (lessc); held-out G LibreOffice
// (its templates from libreoffice-common), zip and unzip; held-out H node-less (lessc) and Font Awesome 4.7's clone;
// held-out I sassc and texlive-xetex; held-out J texlive-xetex; held-out K and L a Typst compiler (typst-compile.ts); held-out M
// texlive-fonts-extra (Clear Sans, fontawesome5), LibreOffice, zip, unzip and Chromium, with two npm packages (README.md); held-out N Chromium and texlive-fonts-extra (Raleway, Droid Sans).
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { outsideDesigns } from './outside-designs.ts'
import { degreeLine, type OutsideDesign, readOutsidePeople, thirdPartyRoot } from './outside-person.ts'
import { truthLabels } from './truth-labels.ts'
import { typstPdf } from './typst-compile.ts'

const corpus = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(corpus, 'outside')
const people = readOutsidePeople(corpus)
// Held-out C prints its own people, so that it is unseen in content as well as in layout.
const peopleC = readOutsidePeople(corpus, 'people-c.json')
const peopleD = readOutsidePeople(corpus, 'people-d.json')
const peopleE = readOutsidePeople(corpus, 'people-e.json')
const peopleF = readOutsidePeople(corpus, 'people-f.json')
const peopleG = readOutsidePeople(corpus, 'people-g.json')
const peopleH = readOutsidePeople(corpus, 'people-h.json')
const peopleI = readOutsidePeople(corpus, 'people-i.json')
const peopleJ = readOutsidePeople(corpus, 'people-j.json')
const peopleK = readOutsidePeople(corpus, 'people-k.json')
const peopleL = readOutsidePeople(corpus, 'people-l.json')
const peopleM = readOutsidePeople(corpus, 'people-m.json')
const peopleN = readOutsidePeople(corpus, 'people-n.json')
const peopleOf = (d: OutsideDesign) =>
  d.split.endsWith('held-out-c')
    ? peopleC
    : d.split.endsWith('held-out-d')
      ? peopleD
      : d.split.endsWith('held-out-e')
        ? peopleE
        : d.split.endsWith('held-out-f')
          ? peopleF
          : d.split.endsWith('held-out-g')
            ? peopleG
            : d.split.endsWith('held-out-h')
              ? peopleH
              : d.split.endsWith('held-out-i')
                ? peopleI
                : d.split.endsWith('held-out-j')
                  ? peopleJ
                  : d.split.endsWith('held-out-k')
                    ? peopleK
                    : d.split.endsWith('held-out-l')
                      ? peopleL
                      : d.split.endsWith('held-out-m')
                        ? peopleM
                        : d.split.endsWith('held-out-n')
                          ? peopleN
                          : people
const args = process.argv.slice(2)
const only = args.filter((a) => !a.startsWith('--'))
const designs = outsideDesigns.filter((d) => !only.length || only.includes(d.id))

/** What the page prints: LaTeX's "--" is an en dash. */
const printed = (s: string, dash = '–') => s.replace(/ -- /g, ` ${dash} `).replace(/--/g, dash)

if (args.includes('--truth')) {
  // A design printing a field in capitals: the person's spelling or the capitals.
  const cased = (d: OutsideDesign, field: NonNullable<OutsideDesign['capitals']>[number], s: string) =>
    d.capitals?.includes(field) ? [s, s.toUpperCase()] : s
  const documents = outsideDesigns.flatMap((d) =>
    peopleOf(d).map((p) => ({
      file: `${d.id}--${p.id}.pdf`,
      design: d.id,
      split: d.split,
      layout: d.layout,
      name: cased(d, 'name', `${p.first} ${p.last}`),
      email: p.email,
      phone: p.phone,
      location: d.missing?.includes('location') ? '' : p.location,
      linkedin: d.missing?.includes('linkedin') ? '' : p.linkedin,
      position: d.missing?.includes('position') ? null : cased(d, 'position', p.position),
      summary: p.summary,
      jobs: p.jobs.map((j) => ({
        title: cased(d, 'title', j.title),
        company: cased(d, 'company', j.company),
        dates: printed(j.dates, d.dash),
        achievements: j.achievements,
      })),
      education: p.education.map((e) => ({
        institution: cased(d, 'institution', e.institution),
        // The degree alone (field of study apart) or as printed with its field.
        degree: [
          ...new Set(
            [e.degree, degreeLine(e), e.field ? `${e.degree}, ${e.field}` : e.degree].flatMap((s) =>
              cased(d, 'degree', s),
            ),
          ),
        ],
        dates: printed(e.dates, d.educationDash ?? d.dash),
      })),
      skills: p.skills,
      skills_optional: d.skillsGroup ? [d.skillsGroup] : [],
      certifications: p.certifications.map((c) => ({ name: c.name, issuer: c.issuer, date: c.date })),
    })),
  )
  writeFileSync(
    join(root, 'truth.json'),
    `${JSON.stringify(
      {
        source:
          'Fictional people (corpus/outside/people.json) typeset by resume designs made by other people: TeX Live classes from Debian bookworm (see corpus/outside/README.md); built by corpus/tools/generate-outside.ts.',
        licence: 'MIT, as the repository (our content; the PDFs are outputs of the designs).',
        labelled:
          'Derived from people.json (people-c.json, people-d.json, people-e.json, people-f.json, people-g.json, people-h.json, people-i.json, people-j.json, people-k.json, people-l.json, people-m.json and people-n.json for held-out C, D, E, F, G, H, I, J, K, L, M and N) by generate-outside.ts --truth before the parser was run on any of these files. split: designs used to tune the parser ("tune"; "tune-was-held-out": reported unseen until the fourth session; "tune-was-held-out-b": pas-cv, held-out B until the fifth; "tune-was-held-out-c": altacv, held-out C until the fifth; "tune-was-held-out-d": twenty-seconds-cv, held-out D until the sixth; "tune-was-held-out-e": markdown-cv-davewhipp, markdown-cv-kjhealy and nextcloud-resume, held-out E until the sixth, and pandoc-resume until the eighth; "tune-was-held-out-f": rover-base and yaac-cv, held-out F until the seventh; "tune-was-held-out-g": html-resume and libreoffice-cv, held-out G until the eighth; "tune-was-held-out-h": best-resume-ever-purple and best-resume-ever-left-right, held-out H until the eighth; "tune-was-held-out-i": online-cv and resume-rvca, held-out I until the ninth, and devresume until the eleventh; "tune-was-held-out-j": latex-resume-twopanels, held-out J until the ninth, and mlechu-resume until the eleventh; "tune-was-held-out-m": tombarr-html-resume, held-out M until the eleventh) or reported unseen ("held-out-b"; "held-out-c": designs fetched from GitHub, printing people-c.json; "held-out-d": more of them, printing people-d.json; "held-out-e": more, printing people-e.json; "held-out-f": more, a confirmation set measured once, printing people-f.json; "held-out-g": another, the résumé templates LibreOffice ships and an HTML design, printing people-g.json; "held-out-h": another, two HTML/CSS templates of best-resume-ever and a LaTeX class from GitHub (resume-tex), printing people-h.json; "held-out-i": another, the online-cv Jekyll theme and DevResume printed by Chromium and a LaTeX class from GitHub (resume-rvca), printing people-i.json; "held-out-j": another, three LaTeX templates from GitHub (latex-resume-twopanels, awesome-cv-timeline, mlechu/resume-template), printing people-j.json; "held-out-k": another, three Typst templates from GitHub (chicv, modern-typst-resume, alterae/resume-template), printing people-k.json; "held-out-l": another, three more Typst templates from GitHub (vantage-typst, bare-bones-cv, MasiarNovine/typst_resume_template), printing people-l.json; "held-out-m": another, none of them Typst: a LaTeX class from GitHub (FortySecondsCV), a LibreOffice Writer template from GitHub (LOffice CV) and an HTML/CSS template printed by Chromium (Tombarr/html-resume-template), printing people-m.json; "held-out-n": another, none of them Typst: two HTML/CSS templates of the Awesome HTML Resume Templates collection printed by Chromium (Modern Sidebar, Two-Column Compact) and a LaTeX class from GitHub (zzpxyx/two-column-resume), printing people-n.json).',
        documents,
      },
      null,
      1,
    )}\n`,
  )
  console.log(`truth.json: ${documents.length} documents`)
  // The labels alone: rebuilding every PDF here would rewrite files whose bytes drift between TeX runs.
  process.exit(0)
}

if (args.includes('--check')) {
  // NFKC: a font's ligature glyphs ("ﬁ") are the letters they print. Typst prints a line-end hyphen as a soft
  // hyphen (U+00AD), which pdftotext keeps.
  const squeeze = (s: string) =>
    s
      .normalize('NFKC')
      .replace(/[-\u00ad]\n\s*/g, '')
      .replace(/[‘’]/g, "'")
      .replace(/[\s\-–]+/g, '')
      .toLowerCase()
  // Printed = found whole, or (a label wrapped beside another column) every word of it found.
  const printedIn = (text: string, label: string) =>
    text.includes(squeeze(label)) || label.split(/[\s\-–]+/).every((w) => text.includes(squeeze(w)))
  const truth = JSON.parse(readFileSync(join(root, 'truth.json'), 'utf8'))
  let misses = 0
  for (const doc of truth.documents) {
    const text = squeeze(
      execFileSync('pdftotext', [join(root, 'files', doc.file), '-'], { encoding: 'utf8' }),
    )
    const labels = truthLabels(doc)
    for (const label of labels) {
      const any = Array.isArray(label) ? label : [label]
      if (!any.some((l) => printedIn(text, l))) {
        misses++
        console.log(`${doc.file}: not printed: ${JSON.stringify(label)}`)
      }
    }
  }
  console.log(`${misses} labels not printed`)
  process.exit(misses ? 1 : 0)
}

// Designs fetched from public repositories are cloned by the contributor (README.md), never copied here.
const absent = designs.filter((d) => d.thirdParty && !existsSync(join(thirdPartyRoot, d.thirdParty.dir)))
if (absent.length) {
  for (const { id, thirdParty: t } of absent)
    console.error(
      `${id}: missing ${join(thirdPartyRoot, t!.dir)}: git clone https://github.com/${t!.repo} ${join(thirdPartyRoot, t!.dir)} && ${t!.ref ? `git -C ${join(thirdPartyRoot, t!.dir)} fetch origin ${t!.ref} && ` : ''}git -C ${join(thirdPartyRoot, t!.dir)} checkout ${t!.commit}`,
    )
  process.exit(1)
}

mkdirSync(join(root, 'files'), { recursive: true })
for (const design of designs)
  for (const person of peopleOf(design)) {
    const work = mkdtempSync(join(tmpdir(), 'outside-'))
    const party = design.thirdParty && join(thirdPartyRoot, design.thirdParty.dir)
    try {
      for (const [link, target] of Object.entries(design.thirdParty?.links ?? {}))
        symlinkSync(join(party!, target), join(work, link))
      const sources = design.render(person)
      const main = design.engine === 'chromium' ? 'cv.html' : design.engine === 'typst' ? 'cv.typ' : 'cv.tex'
      for (const [file, text] of Object.entries(typeof sources === 'string' ? { [main]: sources } : sources))
        writeFileSync(join(work, file), text)
      if (design.engine === 'libreoffice') {
        // The template with the render's entries in place of its own, printed by LibreOffice.
        copyFileSync(
          design.installedTemplate ?? join(party!, design.thirdParty!.template!),
          join(work, 'cv.odt'),
        )
        execFileSync('zip', ['-q', 'cv.odt', ...Object.keys(sources)], { cwd: work })
        execFileSync(
          'soffice',
          [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', 'cv.odt'],
          { cwd: work, stdio: 'ignore', timeout: 120_000 },
        )
      } else if (design.engine === 'typst') writeFileSync(join(work, 'cv.pdf'), typstPdf(work, main))
      else if (design.engine === 'chromium')
        execFileSync(
          '/usr/bin/chromium',
          [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-pdf-header-footer',
            `--print-to-pdf=${join(work, 'cv.pdf')}`,
            join(work, main),
          ],
          { stdio: 'ignore', timeout: 120_000 },
        )
      else
        for (let run = 0; run < (design.texRuns ?? 1); run++)
          execFileSync(design.engine, ['-interaction=nonstopmode', '-halt-on-error', main], {
            cwd: work,
            stdio: 'ignore',
            timeout: 120_000,
            env: {
              ...process.env,
              SOURCE_DATE_EPOCH: '1767225600',
              FORCE_SOURCE_DATE: '1',
              // The fetched design's folder first; the empty entry keeps TeX's own search path.
              ...(party && { TEXINPUTS: `${join(party, design.thirdParty!.inputs)}:` }),
            },
          })
      copyFileSync(join(work, 'cv.pdf'), join(root, 'files', `${design.id}--${person.id}.pdf`))
      console.log(`${design.id}--${person.id}.pdf`)
    } catch (error) {
      console.error(`${design.id}--${person.id}: ${(error as Error).message} (source kept in ${work})`)
      continue
    }
    rmSync(work, { recursive: true, force: true })
  }
