// Held-out E (issue 14, sixth session): resume designs made by other people that no other part of the corpus
// uses, of the kinds it had least of (a LibreOffice template, HTML/CSS printed by Chromium), filled with the
// people of corpus/outside/people-e.json (printed by no other design) as each design's own example fills it,
// before the parser was run on any of them. The designs are cloned into corpus/outside/third-party
// (README.md), never copied here. All four are tuned on now ("tune-was-held-out-e": markdown-cv's two styles and
// Nextcloud's résumé from the sixth session, pandoc_resume from the seventh), so their parses are read.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml as esc } from './html-text.ts'
import {
  degreeLine,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  thirdPartyRoot,
} from './outside-person.ts'

const nextcloud: ThirdParty = {
  repo: 'nextcloud/web-installer',
  commit: '7722e046fae8476157d79370b28f8ba01d750272',
  // No branch holds that commit: it is fetched from this pull request's head.
  ref: 'pull/49/head',
  dir: 'nextcloud-resume',
  inputs: '',
  template: 'core/skeleton/Templates/Resume.odt',
}

// Nextcloud's Resume.odt ("Minimalist résumé" by Benjamin Peng) as its placeholders are filled: a page of two
// columns, the narrow one holding the initials, the name (capitals), the position, Profile, Contact ("Address:",
// "E-Mail:", "Phone:") and Social Media (the LinkedIn icon line); the wide one Experience ("Company / Location
// – Job Title" over the dates), Education ("School – Degree") and, for its Achievements, the certifications
// ("Issuer – Name"). Its description paragraphs hold the achievements, one a paragraph; the skills, one line of
// them, go in the narrow column under a heading of its kind (a line each overflows the column). The content is the template's own, its body rewritten with its
// styles; the wide column starts with a column break (the template flows into it).
const nextcloudResume = (p: OutsidePerson) => {
  const template = execFileSync(
    'unzip',
    ['-p', join(thirdPartyRoot, nextcloud.dir, nextcloud.template!), 'content.xml'],
    { encoding: 'utf8' },
  )
  const head = template.slice(0, template.indexOf('</office:automatic-styles>'))
  const linkedInIcon = template.match(
    /<draw:frame draw:style-name="fr1" draw:name="Image2".*?<\/draw:frame>/,
  )![0]
  const h = (style: string, level: number, text: string) =>
    `<text:h text:style-name="${style}" text:outline-level="${level}">${text}</text:h>`
  const para = (style: string, text: string) => `<text:p text:style-name="${style}">${text}</text:p>`
  const entry = (header: string, dates: string, lines: string[]) =>
    [
      h('P14', 5, esc(header)),
      h('Heading_20_6', 6, esc(dates)),
      ...lines.map((l) => para('P5', esc(l))),
    ].join('')
  const body = [
    para('P7', `<text:span text:style-name="T11">${p.first[0]}</text:span>${p.last[0]}`),
    h('P12', 3, `<text:span text:style-name="T11">${esc(p.first)}</text:span> ${esc(p.last)}`),
    h('P13', 4, esc(p.position)),
    h('P10', 2, 'Profile'),
    para('P1', esc(p.summary)),
    h('P10', 2, 'Contact'),
    para('P2', `Address: ${esc(p.location)}`),
    para('P3', `<text:span text:style-name="T1">E-Mail: </text:span>${esc(p.email)}`),
    para('P2', `Phone: <text:span text:style-name="T2">${esc(p.phone)}</text:span>`),
    h('P10', 2, 'Skills'),
    para('P2', p.skills.map(esc).join(', ')),
    h('P11', 2, 'Social Media'),
    para('P4', `${linkedInIcon}: <text:span text:style-name="T4">${esc(p.linkedin)}</text:span>`),
    h('Pcolumn', 1, 'Experience'),
    ...p.jobs.map((j) =>
      entry(`${j.company} / ${j.city} – ${j.title}`, j.dates.replace('--', '–'), j.achievements),
    ),
    h('P9', 1, 'Education'),
    ...p.education.map((e) => entry(`${e.institution} – ${degreeLine(e)}`, e.dates.replace('--', '–'), [])),
    h('P9', 1, 'Certifications'),
    ...p.certifications.map((c) => entry(`${c.issuer} – ${c.name}`, c.date, [])),
  ].join('\n')
  return {
    'content.xml': `${head}<style:style style:name="Pcolumn" style:family="paragraph" style:parent-style-name="Heading_20_1"><style:paragraph-properties fo:break-before="column"/><style:text-properties style:font-name="Open Sans"/></style:style></office:automatic-styles><office:body><office:text>\n${body}\n</office:text></office:body></office:document-content>\n`,
  }
}

const markdownCv: ThirdParty = {
  repo: 'elipapa/markdown-cv',
  commit: '5c39febca37e7b2713cb3a6ae0829366972bf5fe',
  dir: 'markdown-cv',
  inputs: '',
  links: { media: 'media' },
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// markdown-cv (Jekyll, kramdown) in one of its two styles: the HTML kramdown makes of an index.md filled as its
// example is, inside the clone's _layouts/cv.html (whose stylesheets are the clone's media folder, the print one
// for Chromium). h1 name, the position, a "webaddress" block, h2 sections in a left gutter, entries of a `date`
// code span and "__Title__, *Company*, City" over a list. Dates are typed with a hyphen, as its example's are.
const markdownCvHtml = (style: 'kjhealy' | 'davewhipp') => (p: OutsidePerson) => {
  const layout = readFileSync(join(thirdPartyRoot, markdownCv.dir, '_layouts/cv.html'), 'utf8')
  const dates = (s: string) => `<code>${esc(s.replace('--', '-'))}</code>`
  const list = (xs: string[]) =>
    xs.length ? `\n<ul>\n${xs.map((x) => `  <li>${esc(x)}</li>`).join('\n')}\n</ul>` : ''
  const section = (title: string) => `\n<h2 id="${slug(title)}">${title}</h2>\n`
  const content = [
    `<h1 id="${slug(`${p.first} ${p.last}`)}">${esc(p.first)} ${esc(p.last)}</h1>`,
    `<p>${esc(p.position)}</p>`,
    '',
    // Its example's two links on one line; the phone and the location on a second (one line runs off the page).
    `<div id="webaddress">\n<a href="mailto:${esc(p.email)}">${esc(p.email)}</a>\n| <a href="https://${esc(p.linkedin)}">${esc(p.linkedin)}</a><br/>\n${esc(p.phone)} | ${esc(p.location)}\n</div>`,
    section('Profile'),
    `<p>${esc(p.summary)}</p>`,
    section('Experience'),
    p.jobs
      .map(
        (j) =>
          `<p>${dates(j.dates)}\n<strong>${esc(j.title)}</strong>, <em>${esc(j.company)}</em>, ${esc(j.city)}</p>${list(j.achievements)}`,
      )
      .join('\n\n'),
    section('Education'),
    p.education
      .map((e) => `<p>${dates(e.dates)}\n<strong>${esc(e.institution)}</strong></p>${list([degreeLine(e)])}`)
      .join('\n\n'),
    section('Skills'),
    `<p>${p.skills.map(esc).join(', ')}</p>`,
    section('Certifications'),
    p.certifications
      .map((c) => `<p>${dates(c.date)}\n${esc(c.name)}, <em>${esc(c.issuer)}</em></p>`)
      .join('\n\n'),
  ].join('\n')
  return layout
    .replace('{% if page.title %} {{ page.title }} | {% endif %}', `${esc(p.first)} ${esc(p.last)}'s CV |`)
    .replace(/\{\{ site\.style \}\}/g, style)
    .replace('{{ content }}', content)
}

const pandocResume: ThirdParty = {
  repo: 'mszep/pandoc_resume',
  commit: 'b5abc55e0cbe54b132069c9c487c81d6f10b8679',
  dir: 'pandoc-resume',
  inputs: '',
}

// pandoc_resume's HTML output: a markdown/resume.md filled as its example is (setext name, a blockquote between
// rules, definition lists with the dates as terms, "**Degree**; School", the contact blockquote last), turned
// into HTML by pandoc with the Makefile's html arguments and the clone's chmduquesne.css; Chromium prints it.
const pandocResumeHtml = (p: OutsidePerson) => {
  const fullName = `${p.first} ${p.last}`
  const heading = (s: string, rule: string) => `${s}\n${rule.repeat(s.length)}`
  const md = [
    heading(fullName, '='),
    '----',
    `>  ${p.summary}`,
    '----',
    heading('Experience', '-'),
    ...p.jobs.map(
      (j) =>
        `${j.dates}\n:   **${j.title}**; ${j.company} (${j.city})\n\n${j.achievements.map((a) => `    * ${a}`).join('\n')}`,
    ),
    heading('Education', '-'),
    ...p.education.map((e) => `${e.dates}\n:   **${degreeLine(e)}**; ${e.institution}`),
    heading('Skills', '-'),
    p.skills.map((s) => `* ${s}`).join('\n'),
    heading('Certifications', '-'),
    ...p.certifications.map((c) => `${c.date}\n:   **${c.name}**; ${c.issuer}`),
    '----',
    `> <${p.email}> • ${p.phone} • [${p.linkedin}](https://${p.linkedin})\\\n> ${p.location}`,
  ].join('\n\n')
  return execFileSync(
    'pandoc',
    [
      '--standalone',
      '--include-in-header',
      'styles/chmduquesne.css',
      '--lua-filter=pdc-links-target-blank.lua',
      '--from',
      'markdown',
      '--to',
      'html',
      '--metadata',
      'pagetitle=resume',
    ],
    { cwd: join(thirdPartyRoot, pandocResume.dir), input: `${md}\n`, encoding: 'utf8' },
  )
}

export const heldOutEDesigns: OutsideDesign[] = [
  {
    id: 'nextcloud-resume',
    source: "Nextcloud's Resume.odt (Minimalist résumé, Benjamin Peng), printed by LibreOffice",
    split: 'tune-was-held-out-e',
    engine: 'libreoffice',
    // Its name style sets capitals.
    capitals: ['name'],
    thirdParty: nextcloud,
    layout:
      'page columns: initials, capitalised name, position, Profile, Contact and Social Media in the narrow left column, a rule between; "Company / Location – Job Title" over the dates in the wide one, centred ruled section names',
    render: nextcloudResume,
  },
  {
    id: 'markdown-cv-kjhealy',
    source: 'markdown-cv (elipapa/markdown-cv), kjhealy style, printed by Chromium',
    split: 'tune-was-held-out-e',
    engine: 'chromium',
    dash: '-',
    thirdParty: markdownCv,
    layout:
      'section names in a left gutter, small grey dates in a second gutter beside each entry, "Title, Company, City" over a list',
    render: markdownCvHtml('kjhealy'),
  },
  {
    id: 'markdown-cv-davewhipp',
    source: 'markdown-cv (elipapa/markdown-cv), davewhipp style, printed by Chromium',
    split: 'tune-was-held-out-e',
    engine: 'chromium',
    dash: '-',
    thirdParty: markdownCv,
    layout:
      'section names in a left gutter, "Title, Company, City" over a list, small grey dates flush right on the entry line',
    render: markdownCvHtml('davewhipp'),
  },
  {
    id: 'pandoc-resume',
    source: 'pandoc_resume (mszep/pandoc_resume), chmduquesne.css, HTML by pandoc printed by Chromium',
    split: 'tune-was-held-out-e',
    engine: 'chromium',
    missing: ['position'],
    thirdParty: pandocResume,
    layout:
      'large centred grey name, the summary as a centred quote between rules, green section names after a bar, dates as definition terms in a left column beside "Degree; School" and "Title; Company (City)", the contact line last',
    render: pandocResumeHtml,
  },
]
