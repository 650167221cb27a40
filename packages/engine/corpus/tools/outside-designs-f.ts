// Held-out F (issue 14, seventh session): a confirmation set for the parser as it stood then, measured once by
// the lead. Resume designs made by other people that no other part of the corpus uses (a Markdown-to-HTML tool
// and a Jekyll layout printed by Chromium, two LaTeX designs fetched from GitHub), filled with the people of
// corpus/outside/people-f.json (printed by no other design) as each design's own example fills it, before the
// parser was run on any of them. The designs are cloned into corpus/outside/third-party (README.md), never
// copied here; their parses are only read per design and overall (but Rover's and YAAC's, tune from the seventh
// session after its one measurement: "tune-was-held-out-f").
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml as esc } from './html-text.ts'
import {
  clonePreamble,
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
  thirdPartyRoot,
} from './outside-person.ts'

const markdownResume: ThirdParty = {
  repo: 'there4/markdown-resume',
  commit: '317f33e33c584be56c6c48fcf2deb211a7278075',
  dir: 'markdown-resume',
  inputs: '',
}

// markdown-resume's `md2resume html` output for its default "modern" template, printed by Chromium (its PDF
// route needs wkhtmltopdf, not installed here): a Markdown file filled as its examples/source/sample.md is (h1
// name, h2 position, the contact blockquote, h3 sections between rules, "Company / : *Title* / __dates__"
// definition lists, numbered skills, the footer section), turned into HTML by pandoc's PHP Markdown Extra reader
// with smart punctuation (the tool uses PHP Markdown Extra and SmartyPants), inside the template's index.html
// with its css folder compiled file by file by lessc, in name order, as the tool's lessphp filter does.
const markdownResumeHtml = (p: OutsidePerson) => {
  const template = join(thirdPartyRoot, markdownResume.dir, 'templates/modern')
  const style = readdirSync(join(template, 'css'))
    .sort()
    .map((f) =>
      execFileSync('lessc', [join(template, 'css', f)], {
        encoding: 'utf8',
        // Debian's node-less finds its modules in /usr/share/nodejs, where a Node not from Debian does not look.
        env: { ...process.env, NODE_PATH: '/usr/share/nodejs' },
      }),
    )
    .join('\n')
  const rule = '------'
  const entry = (term: string, emphasised: string, dates: string, items: string[] = []) =>
    [
      `${term}\n: *${emphasised}*\n  __${dates}__`,
      ...(items.length ? [items.map((a) => `    * ${a}`).join('\n')] : []),
    ].join('\n\n')
  const md = [
    `# ${fullName(p)}\n## ${p.position}`,
    `> [${p.email}](mailto:${p.email})  \n> ${p.phone}  \n> ${p.location}  \n> [${p.linkedin}](https://${p.linkedin})`,
    rule,
    '### Profile {#profile}',
    p.summary,
    rule,
    '### Skills {#skills}',
    p.skills.map((s) => `1. ${s}`).join('\n'),
    rule,
    '### Experience {#experience}',
    ...p.jobs.map((j) => entry(j.company, j.title, j.dates.replace('--', '-'), j.achievements)),
    rule,
    '### Education {#education}',
    ...p.education.map((e) => entry(e.institution, degreeLine(e), e.dates.replace('--', '-'))),
    rule,
    '### Certifications {#certifications}',
    ...p.certifications.map((c) => entry(c.name, c.issuer, c.date)),
    rule,
    '### Footer {#footer}',
    `${fullName(p)} -- [${p.email}](mailto:${p.email}) -- ${p.phone}`,
    rule,
  ].join('\n\n')
  const html = execFileSync('pandoc', ['--from', 'markdown_phpextra+smart', '--to', 'html'], {
    input: `${md}\n`,
    encoding: 'utf8',
  })
  return readFileSync(join(template, 'index.html'), 'utf8')
    .replace(/\{\{#reload\}\}[\s\S]*?\{\{\/reload\}\}\n/, '')
    .replace('{{title}}', `${fullName(p)} | Resume`)
    .replace('{{{style}}}', () => style)
    .replace('{{{resume}}}', () => html)
}

const rover: ThirdParty = {
  repo: 'subidit/rover-resume',
  commit: '2ca03a337f21a6c5c30b53dd0df8fce4888b9490',
  dir: 'rover-resume',
  inputs: '',
}

// Rover Resume's Base Rover template (its preamble read from the clone): name and position in a minipage left of
// a right-aligned "Email: / Mobile: / LinkedIn:" block (the location where its GitHub line is), ruled capital
// section names, "Company \hfill City" over an italic "Title \hfill dates", education on one line
// ("Institution | Degree \hfill dates"), certifications as unlabelled items with the year flush right, skills as
// a description item. It has no summary section: ours is a paragraph under "Summary".
const roverBase = (p: OutsidePerson) => `${clonePreamble(rover, 'templates/base rover/base-rover.tex')}

\\begin{center}
	\\begin{minipage}{0.5\\textwidth}
		{\\Huge\\bfseries
			${tex(fullName(p))}
		} \\\\ \\medskip
		${tex(p.position)}
	\\end{minipage} \\hfill
	\\begin{minipage}{0.4\\textwidth}
		\\raggedleft
		Email: ${tex(p.email)} \\\\
		Mobile: ${tex(p.phone)} \\\\
		LinkedIn: ${tex(p.linkedin)} \\\\
		${tex(p.location)}
	\\end{minipage}
\\end{center}

\\section{Summary}
${tex(p.summary)}

\\section{Experience}
${p.jobs
  .map(
    (j) => `\\subsection{${tex(j.company)} \\hfill ${tex(j.city)}}
\\subsubsection{${tex(j.title)} \\hfill ${tex(j.dates.replace('--', '-'))}}
\\begin{itemize}
${j.achievements.map((a) => `	\\item ${tex(a)}`).join('\n')}
\\end{itemize}`,
  )
  .join('\n\n')}

\\section{Education}
${p.education
  .map(
    (e) =>
      `\\subsection{${tex(e.institution)} $|$ {\\normalfont\\itshape ${tex(degreeLine(e))}} \\hfill ${tex(e.dates.replace('--', '-'))}}`,
  )
  .join('\n')}

\\section{Certifications}
\\begin{enumerate}[label=\\null, left=0pt..0pt, itemsep=0pt]
${p.certifications.map((c) => `	\\item ${tex(c.name)}, ${tex(c.issuer)}. \\hfill ${tex(c.date)}`).join('\n')}
\\end{enumerate}

\\section{Skills}
\\begin{description}[itemsep=0pt]
	\\item[Technical] ${p.skills.map(tex).join(', ')}
\\end{description}

\\end{document}
`

const yaac: ThirdParty = {
  repo: 'darwiin/yaac-another-awesome-cv',
  commit: '31dcdba2e0ead49edd665a7c601d60f555d20341',
  dir: 'yaac-another-awesome-cv',
  inputs: '',
  // Its localFont option reads Source Sans Pro from ./fonts.
  links: { fonts: 'fonts' },
}

// YAAC: Another Awesome CV with its example's options (localFont, alternative, 10pt, compact): name (family name
// in small capitals), the tagline, the icon social lines; icon section titles in small capitals; the summary
// paragraph; skills as a keywords row; experiences in a two-column table, the end date over the start date left of
// a rule, "Title, COMPANY, City" over the list; education and certifications as dated rows; its footer (date,
// "Name - CV", page). English is selected, as its example's footer comment does for the date.
const yaacCv = (p: OutsidePerson) => {
  const items = (xs: string[]) =>
    `\\begin{itemize}\n${xs.map((a) => `                        \\item ${tex(a)}`).join('\n')}\n                      \\end{itemize}`
  return `\\documentclass[localFont,alternative,10pt,compact]{yaac-another-awesome-cv}
\\name{${tex(p.first)}}{${tex(p.last)}}
\\tagline{${tex(p.position)}}
\\socialinfo{
	\\linkedin{${tex(p.linkedin.replace(/^linkedin\.com\/in\//, ''))}}\\\\
	\\smartphone{${tex(p.phone)}}
	\\email{${tex(p.email)}}\\\\
	\\address{${tex(p.location)}}
}

\\begin{document}
\\selectlanguage{english}

	\\makecvheader

	\\makecvfooter
		{\\textsc{\\today}}
		{\\textsc{${tex(fullName(p))} - CV}}
		{\\thepage}

\\sectionTitle{Summary}{\\faUser}
\\par{
${tex(p.summary)}
}

\\sectionTitle{Skills}{\\faTasks}
	\\begin{keywords}
		\\keywordsentry{Expertise}{${p.skills.map(tex).join(', ')}}
	\\end{keywords}

\\sectionTitle{Experience}{\\faSuitcase}
\\begin{experiences}
${p.jobs
  .map((j) => {
    const [from, to] = j.dates.split(' -- ')
    return `  \\experience
    {${tex(to!)}}   {${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}
    {${tex(from!)}} {
                      ${items(j.achievements)}
                    }
                    {}`
  })
  .join('\n  \\emptySeparator\n')}
\\end{experiences}

\\sectionTitle{Education}{\\faGraduationCap}
\\begin{scholarship}
${p.education.map((e) => `	\\scholarshipentry{${tex(e.dates)}}\n					{${tex(degreeLine(e))}, ${tex(e.institution)}}`).join('\n')}
\\end{scholarship}

\\sectionTitle{Certifications}{\\faCertificate}
\\begin{scholarship}
${p.certifications.map((c) => `	\\scholarshipentry{${tex(c.date)}}\n					{${tex(c.name)}, ${tex(c.issuer)}}`).join('\n')}
\\end{scholarship}

\\end{document}
`
}

const resumeTemplate: ThirdParty = {
  repo: 'jglovier/resume-template',
  commit: 'e13938329ebd96f25be23303a6f7e9cd9d6522c2',
  dir: 'resume-template',
  inputs: '',
}

type Liquid = { [key: string]: string | boolean | Liquid | Liquid[] | undefined }

/** The Liquid that Jekyll layouts use, as far as this one needs: {{ path }} (filters dropped), if/elsif/else
 * with "==" or a truthy path, for over a list, include from the clone's _includes. */
const liquid = (source: string, scope: Liquid, include: (name: string) => string): string => {
  const tokens = source.split(/(\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\})/)
  const value = (path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Liquid)[k] : undefined), scope)
  const truthy = (condition: string) => {
    const [left, right] = condition.split('==').map((s) => s.trim())
    return right === undefined
      ? Boolean(value(left!))
      : String(value(left!) ?? '') === right.replace(/^'|'$/g, '')
  }
  let at = 0
  // Renders tokens up to one of the stop tags, returning the output and the tag that stopped it.
  const block = (stops: string[], live: boolean): [string, string] => {
    let out = ''
    while (at < tokens.length) {
      const token = tokens[at++]!
      if (token.startsWith('{{')) {
        if (live) out += String(value(token.slice(2, -2).split('|')[0]!.trim()) ?? '')
        continue
      }
      if (!token.startsWith('{%')) {
        if (live) out += token
        continue
      }
      const [tag = '', ...rest] = token.slice(2, -2).trim().split(/\s+/)
      const argument = rest.join(' ')
      if (stops.includes(tag)) return [out, `${tag} ${argument}`]
      if (tag === 'include') {
        if (live) out += liquid(include(argument), scope, include)
      } else if (tag === 'if') {
        let taken = false
        let [text, stop] = ['', `if ${argument}`]
        for (;;) {
          const [kind, condition = ''] = [stop.split(' ')[0], stop.split(' ').slice(1).join(' ')]
          const now = live && !taken && (kind === 'else' || truthy(condition))
          ;[text, stop] = block(['elsif', 'else', 'endif'], now)
          if (now) {
            out += text
            taken = true
          }
          if (stop.startsWith('endif')) break
        }
      } else if (tag === 'for') {
        const [name, , list] = rest
        const start = at
        const items = live ? ((value(list!) as Liquid[] | undefined) ?? []) : []
        for (const item of items) {
          at = start
          scope[name!] = item
          out += block(['endfor'], true)[0]
        }
        if (!items.length) block(['endfor'], false)
      }
    }
    return [out, '']
  }
  return block([], true)[0]
}

// Joel Glovier's Jekyll resume template: its _layouts/resume.html rendered as Jekyll renders it, with a
// _config.yml and _data files filled as its examples are (the header contact line switched on, as its config
// offers; no avatar; dates with its em dash, the month without its example's comma; a job's summary the list its example writes inline; degrees
// "Degree, Field"; skills without descriptions; the certifications in its Recognition section, "Issuer • year";
// the LinkedIn URL in its printed Social Links), its css/main.scss compiled by sassc and inlined; the footer,
// which tells the user to modify or remove it, removed. Chromium prints it (the title bar is not printed).
const resumeTemplateHtml = (p: OutsidePerson) => {
  const clone = join(thirdPartyRoot, resumeTemplate.dir)
  const css = execFileSync('sassc', ['-I', join(clone, '_sass'), '--stdin'], {
    input: readFileSync(join(clone, 'css/main.scss'), 'utf8').replace(/^---\n---\n/, ''),
    encoding: 'utf8',
  })
  const dates = (d: string) => d.replace(' -- ', ' &mdash; ')
  const site: Liquid = {
    title: 'Jekyll Resume Template',
    description: 'A resume template for Jekyll and GitHub Pages sites.',
    resume_avatar: 'false',
    resume_name: esc(fullName(p)),
    resume_title: esc(p.position),
    resume_contact_email: esc(p.email),
    resume_contact_telephone: esc(p.phone),
    resume_contact_address: esc(p.location),
    resume_header_contact_info: [p.location, p.phone, p.email].map(esc).join(' • '),
    display_header_contact_info: 'true',
    resume_header_intro: `<p>${esc(p.summary)}</p>`,
    resume_looking_for_work: 'yes',
    resume_section_experience: true,
    resume_section_education: true,
    resume_section_skills: true,
    resume_section_recognition: true,
    resume_social_links: { resume_linkedin_url: `https://www.${p.linkedin}` },
    resume_print_social_links: true,
    resume_theme: 'default',
    data: {
      experience: p.jobs.map((j) => ({
        company: esc(j.company),
        position: esc(j.title),
        duration: dates(j.dates),
        summary: `<ul class="resume-item-list">${j.achievements.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`,
      })),
      education: p.education.map((e) => ({
        degree: esc(e.field ? `${e.degree}, ${e.field}` : e.degree),
        uni: esc(e.institution),
        year: dates(e.dates),
      })),
      skills: p.skills.map((s) => ({ skill: esc(s) })),
      recognitions: p.certifications.map((c) => ({
        award: esc(c.name),
        organization: esc(c.issuer),
        year: esc(c.date),
      })),
    },
  }
  const html = liquid(readFileSync(join(clone, '_layouts/resume.html'), 'utf8'), { site }, (name) =>
    readFileSync(join(clone, '_includes', name), 'utf8'),
  )
  return html
    .replace('<link rel="stylesheet" href="css/main.css">', () => `<style>\n${css}</style>`)
    .replace(/<footer class="page-footer">[\s\S]*?<\/footer>/, '')
}

export const heldOutFDesigns: OutsideDesign[] = [
  {
    id: 'markdown-resume-modern',
    source: 'markdown-resume (there4/markdown-resume), modern template, HTML printed by Chromium',
    split: 'held-out-f',
    engine: 'chromium',
    dash: '-',
    thirdParty: markdownResume,
    layout:
      'large name and position, a contact blockquote, sections under rules, "Company" over an indented italic title, bold dates and a list, numbered skills, a footer line repeating name, e-mail and phone',
    render: markdownResumeHtml,
  },
  {
    id: 'rover-base',
    source: 'Rover Resume (subidit/rover-resume), Base Rover template, pdfLaTeX',
    split: 'tune-was-held-out-f',
    engine: 'pdflatex',
    dash: '-',
    skillsGroup: 'Technical',
    thirdParty: rover,
    layout:
      'name and position left of a right-aligned labelled contact block, ruled capital section names, "Company ⇥ City" over an italic "Title ⇥ dates", one-line "Institution | Degree ⇥ dates"',
    render: roverBase,
  },
  {
    id: 'yaac-cv',
    source: 'YAAC: Another Awesome CV (darwiin/yaac-another-awesome-cv), LuaLaTeX, its Source Sans Pro',
    split: 'tune-was-held-out-f',
    engine: 'lualatex',
    // The family name and the company in small capitals.
    capitals: ['name', 'company'],
    skillsGroup: 'Expertise',
    thirdParty: yaac,
    layout:
      'icon section titles in small capitals, end date over start date in a right-aligned column left of a rule, "Title, Company, City" over a list, dated education and certification rows, a footer with the date, "Name - CV" and the page',
    render: yaacCv,
  },
  {
    id: 'jglovier-resume-template',
    source: "Joel Glovier's resume-template (jglovier/resume-template), Jekyll layout, printed by Chromium",
    split: 'held-out-f',
    engine: 'chromium',
    dash: '—',
    // Its title bar (the position) is not printed.
    missing: ['position'],
    thirdParty: resumeTemplate,
    layout:
      'centred name over a "Location • Phone • E-mail" line and the summary, ruled section names, a bold "Company" over an italic "Title • Month Year — Present" and a list, skills as italic lines, certifications under "Recognition", a printed "Social Links" list',
    render: resumeTemplateHtml,
  },
]
