// Held-out J (issue 14, ninth session): a confirmation set measured once by the lead (latex-resume-twopanels tune
// from the ninth session after that one measurement: "tune-was-held-out-j"). Resume designs made by other
// people that no other part of the corpus uses (three LaTeX templates from GitHub: latex-resume-twopanels, a dark
// sidebar beside a white panel; awesome-cv-timeline, two columns with a timeline drawn between them; mlechu's
// resume-template, one column under a ruled header), filled with the people of corpus/outside/people-j.json
// (printed by no other design) as each design's own example fills it, before the parser was run on any of them.
// The designs are read from their clones in corpus/outside/third-party (README.md); none is copied here, and
// their parses are only read per design and overall.
import {
  degreeLine,
  fullName,
  type OutsideDesign,
  type OutsidePerson,
  type ThirdParty,
  tex,
} from './outside-person.ts'

const twoPanels: ThirdParty = {
  repo: 'carlescn/latex-resume-twopanels',
  commit: 'ce8861d80ee95765d948e2dfe0d4649d2cb62a66',
  dir: 'latex-resume-twopanels',
  inputs: '',
  // Its class finds its icons through \graphicspath{{assets/}}, relative to the build folder.
  links: { assets: 'assets' },
}

/** A sentence as its example's descriptions end: with a full stop. */
const sentence = (s: string) => `${tex(s)}.`

// latex-resume-twopanels, filled as its resume-template.tex is (its `color` option, and `nophoto`: no
// photograph): the header row with the name and the job title (the position) over the right panel; the dark left
// panel's "Contact" icon list (location, phone, e-mail and the LinkedIn URL as \url, its GitHub row left out) and
// "Hard Skills" list (one group; its "Soft Skills" and "Languages" lists left out, no such fields); the white
// right panel's "Summary", "Work History" (\resumeitem: the title with the dates in brackets, the company below,
// the duties as its slanted description, written as sentences) and "Education" (degree, years, school, no
// description). Its example lists courses under Education; ours are certificates, under their own
// "Certifications" paragraph in the same \resumeitem form (name, year, issuer). Its "Achievements" section is
// left out (no such field).
const twoPanelsCv = (p: OutsidePerson) => {
  const item = (title: string, dates: string, place: string, description: string) =>
    `\\resumeitem\n{${title}}\n{${dates}}\n{${place}}\n{${description}}`
  return `\\documentclass[color,nophoto]{resume-twopanels}

\\hypersetup{
    pdftitle={Resume: ${tex(fullName(p))}},
    pdfauthor={${tex(fullName(p))}},
}

\\begin{document}
\\begin{resume}
    \\printheader{${tex(fullName(p))}}
    {${tex(p.position)}}
    {}

    \\begin{leftpanel}
        \\paragraph{Contact} \\ \\vspace{1em}

            \\begin{description}[left=1em]
                \\contactitem{location\\_white.png}
                {${tex(p.location)}}

                \\contactitem{phone\\_white.png}
                {${tex(p.phone)}}

                \\contactitem{email\\_white.png}
                {\\url{${p.email}}}

                \\contactitem{linkedin\\_white.png}
                \\url{${p.linkedin}}
            \\end{description}


        \\paragraph{Hard Skills}

            \\begin{itemize}
${p.skills.map((s) => `                \\item ${tex(s)}`).join('\n')}
            \\end{itemize}

    \\end{leftpanel}
    &
    \\begin{rightpanel}
        \\paragraph{Summary} \\ \\vspace{1em}

            ${tex(p.summary)}
            \\newline


        \\paragraph{Work History}

            \\begin{itemize}
${p.jobs.map((j) => item(tex(j.title), tex(j.dates), tex(j.company), j.achievements.map(sentence).join(' '))).join('\n\n')}
            \\end{itemize}


        \\paragraph{Education}

            \\begin{itemize}
${p.education.map((e) => item(tex(degreeLine(e)), tex(e.dates), tex(e.institution), '')).join('\n\n')}
            \\end{itemize}


        \\paragraph{Certifications}

            \\begin{itemize}
${p.certifications.map((c) => item(tex(c.name), tex(c.date), tex(c.issuer), '')).join('\n\n')}
            \\end{itemize}

    \\end{rightpanel}
\\end{resume}
\\end{document}
`
}

const timeline: ThirdParty = {
  repo: 'Slyces/awesome-cv-timeline',
  commit: 'b6fcfc41a6e6a035fd7b721e14b6bceccf4bd4fa',
  dir: 'awesome-cv-timeline',
  // Its examples/multi-pages folder holds the class its example is built with (the top-level resume.cls is an
  // older one, without \headerSep); TeX finds it there.
  inputs: 'examples/multi-pages',
  // Its symbol font is loaded by file name (Extension=.ttf), found in the build folder; Roboto is Debian's.
  links: { 'SymbolsNerdFont-Regular.ttf': 'fonts/SymbolsNerdFont-Regular.ttf' },
}

// awesome-cv-timeline, filled as its examples/multi-pages/resume.tex and sections/*.tex are (its page margins,
// emerald colour, column lengths and footer: the date, "Name · Resume", the page number): the header (the name
// in Roboto, the position in small capitals; no photograph, so the header spans the page; no quote), the summary
// (cvsummary); the left column's "Contact" table (address: the location; mobile; e-mail; LinkedIn: the user name,
// as its \linkedin takes it, so the address itself is not printed; its GitHub and ORCID rows left out) and
// "Skills" (one category, "Technical"; its boxes are 1.47 cm wide, for one-word skills, so ours are set as the
// rows of its Languages category, one a line); the right column, beside the timeline drawn from the saved entry
// positions: "Experience" (\cventry: the title in small capitals, the company in bold, the city, the dates typed
// with a hyphen as its example's are, the duties as cvitems), "Education" (degree, school, no location, years)
// and "Certifications" (as its education entries: name, issuer, year). Its Hobbies, Projects and Publications
// sections are left out (no such fields), so it fits one page, and with them its \addbibresource lines. One change
// to how the source is laid out: a blank line ends the contact table's paragraph (in its example the section
// file's end does; without it "Skills" is set over the table).
const timelineCv = (p: OutsidePerson) => {
  const handle = p.linkedin.replace('linkedin.com/in/', '')
  const hyphen = (s: string) => tex(s.replace(' -- ', ' - '))
  const entry = (title: string, org: string, place: string, dates: string, items: string[]) =>
    `\\cventry\n{${title}}\n{${org}}\n{${place}}\n{${dates}}\n{${
      items.length
        ? `\n\\begin{cvitems}\n${items.map((a) => `\\item {${tex(a)}}`).join('\n')}\n\\end{cvitems}\n`
        : ''
    }}`
  const wide = '\\leftcolumnwidth - 2\\sidemargin + 2\\iconswidth'
  return `\\documentclass[11pt, a4paper]{resume}

\\setlength{\\sidemargin}{1.5cm}
\\geometry{left=\\sidemargin, top=1.5cm, right=\\sidemargin, bottom=2cm, footskip=.5cm}

\\colorlet{awesome}{awesome-emerald}

\\renewcommand{\\headerSep}{\\quad\\textbar\\quad}

\\name{${tex(p.first)}}{${tex(p.last)}}
\\address{${tex(p.location)}}
\\mobile{${tex(p.phone)}}
\\email{${p.email}}
\\linkedin{${handle}}

\\position{${tex(p.position)}}

\\makecvfooter{\\today}{${tex(fullName(p))}~~~·~~~Resume}{\\thepage}

\\begin{document}

\\makecvheader

\\begin{cvsummary}
    ${tex(p.summary)}
\\end{cvsummary}

\\setlength{\\headersmargin}{-0.2cm}
\\setlength{\\leftcolumnwidth}{5cm}
\\setlength{\\columnsmargin}{0.5\\sidemargin}
\\setlength{\\timelinemargin}{0.5cm}

\\timeline{C,D,E}

\\begin{textblock*}{\\leftcolumnwidth}(0pt, \\headersmargin)
    \\vspace{-2mm}
\\cvsection{Contact}

\\begin{tabular*}{${wide}}{c@{}C{0.45\\leftcolumnwidth - 0.5\\sidemargin + 0.5\\iconswidth}@{}c@{}R{0.55\\leftcolumnwidth - 0.50\\sidemargin + \\iconswidth}}
    \\caddressicon & \\multicolumn{3}{r}{\\caddress}\\\\
    \\cmobileicon & \\multicolumn{3}{r}{\\cmobile}\\\\
    \\cemailicon & \\multicolumn{3}{r}{\\cemail}\\\\
    \\clinkedinicon & & & \\clinkedinuser\\\\
\\end{tabular*}

    \\vspace{3mm}
\\cvsection{Skills}

\\begin{cvskills}

\\skillcategory{Technical}

\\begin{tabular*}{${wide}}{l}
${p.skills.map((s) => `    \\hobbiesstyle{${tex(s)}}\\\\`).join('\n')}
\\end{tabular*}

\\end{cvskills}
\\end{textblock*}

\\begin{textblock*}
    {\\paperwidth - 2\\sidemargin - \\leftcolumnwidth - \\columnsmargin - 2\\timelinemargin}
    (\\leftcolumnwidth + \\columnsmargin + 2\\timelinemargin, \\headersmargin)
    \\vspace{-2mm}
\\cvsection{Experience}

\\begin{cventries}

${p.jobs.map((j) => entry(tex(j.title), tex(j.company), tex(j.city), hyphen(j.dates), j.achievements)).join('\n\n')}

\\end{cventries}

\\vspace{2mm}
\\cvsection{Education}

\\begin{cventries}

${p.education.map((e) => entry(tex(degreeLine(e)), tex(e.institution), '', hyphen(e.dates), [])).join('\n\n')}

\\end{cventries}

\\vspace{2mm}
\\cvsection{Certifications}

\\begin{cventries}

${p.certifications.map((c) => entry(tex(c.name), tex(c.issuer), '', tex(c.date), [])).join('\n\n')}

\\end{cventries}
\\end{textblock*}

\\end{document}
`
}

const mlechu: ThirdParty = {
  repo: 'mlechu/resume-template',
  commit: 'a1b75170de357359c92e6a738c2a05e42ff88c13',
  dir: 'mlechu-resume',
  inputs: '',
  // Its class loads its fonts with fontspec's Path = fonts/…, relative to the build folder.
  links: { fonts: 'fonts' },
}

// mlechu's resume-template (XeLaTeX), filled as its MAIN.tex and resume.tex are, the resume alone (its cover
// letter toggle off): the ruled header table with the capitalised light name (capitals) and a line of icon links
// (\LittleLink: e-mail, the LinkedIn URL, the phone as its example's unlinked phone, and the location the same way;
// its example shortens its link texts to "mail@", "GitHub", "LinkedIn", ours print the addresses; its web site and
// GitHub links left out); no place for a headline (the position scored as not printed). The one column: a
// "Summary" section of ours first (its example, a student's, has none), then its "Education"
// (\SubsectionAndLocation: the school, no location; \DetailAndDate: the degree with the years flush right),
// "Work Experience" (the company with its city flush right, the title in italics with the dates flush right, the
// duties as its list), the certificates in its "Achievements" table ("Name, Issuer" with the year in brackets;
// its example sets two a row and says to set fewer when the names are long, as ours are: one a row) and the
// skills as its "Interests" paragraph under "Skills" (one comma line). Its projects and other experience sections
// and its white "Last updated" lines are left out. Its column is a box of fixed height under the header (its
// class's \MagicVFill: "This number will need to be changed if the header changes height"): an accented capital in the name makes the
// header taller and pushes the page's table to a second page, so ours is 690pt, not 701.8pt, for every person.
const mlechuCv = (p: OutsidePerson) => {
  const subsection = (title: string, place: string, detail: string, dates: string) =>
    `  \\SubsectionAndLocation{${title}}{${place}}\n  \\DetailAndDate{${detail}}{${dates}}`
  const certRows = p.certifications.map((c) => `${tex(c.name)}, ${tex(c.issuer)} \\Date{(${tex(c.date)})}`)
  return `\\documentclass[]{resume-class}

\\setlength{\\MagicVFill}{690pt}

\\newcommand{\\TopRow}{
  \\begin{minipage}[t]{\\dimexpr\\linewidth-6\\tabcolsep-4\\arrayrulewidth}
    \\raggedright
    \\vspace{4\\tabcolsep}%
    \\BigName{${tex(fullName(p))}}\\hfill\\\\%
    \\vspace{4pt}%
    \\mbox{%
      \\LittleLink{mailto:${p.email}}               {\\faIcon{envelope-square}  \\ ${tex(p.email)}}
      \\LittleLink{https://www.${p.linkedin}/}  {\\faIcon{linkedin}         \\ ${tex(p.linkedin)}}
      \\LittleLink{}                                     {\\faIcon{phone-square-alt} \\ ${tex(p.phone)}}
      \\LittleLink{}                                     {\\faIcon{map-marker-alt} \\ ${tex(p.location)}}
    }\\hfill%
    \\vspace{2\\tabcolsep}%
  \\end{minipage}%
}%

\\begin{document}

\\newcommand{\\SummarySection}{
  \\section{Summary}{
    ${tex(p.summary)}
  }
}

\\newcommand{\\EducationSection}{
  \\section{Education}
${p.education.map((e) => subsection(tex(e.institution), '', tex(degreeLine(e)), tex(e.dates))).join('\n')}
}

\\newcommand{\\ExperienceSection}{
  \\section{Work Experience}

${p.jobs
  .map(
    (j) =>
      `${subsection(tex(j.company), tex(j.city), tex(j.title), tex(j.dates))}\n  \\begin{itemize}\n${j.achievements.map((a) => `    \\item ${tex(a)}`).join('\n')}\n  \\end{itemize}`,
  )
  .join('\n\n')}
}

\\newcommand{\\AchievementsSection}{
  \\section{Achievements}
  \\begin{tabular}{@{}l@{}}
    ${certRows.join('\\\\[\\tabcolsep]\n    ')}\\\\
  \\end{tabular}
  \\vspace{0.75\\tabcolsep}
}

\\newcommand{\\SkillsSection}{
  \\section{Skills}{
    \\linespread{1.2}\\selectfont
    ${p.skills.map(tex).join(',\n    ')}
  }
}

\\newcommand{\\TheOnlyColumn}{
  \\begin{minipage}[t][\\MagicVFill]{\\dimexpr\\linewidth-4\\tabcolsep}
    \\SummarySection
    \\EducationSection
    \\ExperienceSection
    \\AchievementsSection
    \\SkillsSection
    \\vfill
  \\end{minipage}
}

\\arrayrulecolor{RightTheme}
\\begin{tabular}{%
  p{\\dimexpr0pt}
  p{\\dimexpr\\linewidth-6\\tabcolsep-1\\arrayrulewidth}
  p{\\dimexpr0pt}
}
  \\multicolumn{1}{!{\\color{LeftTheme}\\vline} l}{} & \\multicolumn{2}{l}{\\TopRow} \\\\ \\cline{2-3}
  \\multicolumn{1}{!{\\color{LeftTheme}\\vline} l}{} & & \\multicolumn{1}{l}{} \\\\ \\arrayrulecolor{LeftTheme}\\cline{1-2}
  \\multicolumn{3}{@{\\hspace{2\\tabcolsep}}l@{\\hspace{2\\tabcolsep}}}{\\TheOnlyColumn}\\\\
  \\multicolumn{1}{l}{} & & \\multicolumn{1}{l}{} \\\\
\\end{tabular}
\\end{document}
`
}

export const heldOutJDesigns: OutsideDesign[] = [
  {
    id: 'latex-resume-twopanels',
    source: "Carles Criado Ninà's latex-resume-twopanels class (carlescn/latex-resume-twopanels), pdfLaTeX",
    split: 'tune-was-held-out-j',
    engine: 'pdflatex',
    thirdParty: twoPanels,
    layout:
      'a dark page with a white right panel: the name and job title over it, a left panel of white icon contact lines and a skill list, the right panel "Title (dates)" over the company and a slanted description, colour small-caps section names',
    render: twoPanelsCv,
  },
  {
    id: 'awesome-cv-timeline',
    source: "Slyces's awesome-cv-timeline (after Awesome-CV), its multi-pages example's class, XeLaTeX",
    split: 'held-out-j',
    engine: 'xelatex',
    dash: '-',
    missing: ['linkedin'],
    capitals: ['position', 'title', 'degree'],
    skillsGroup: 'Technical',
    // The timeline is drawn from entry positions saved in the aux file (zref-savepos): a second run places it.
    texRuns: 2,
    thirdParty: timeline,
    layout:
      'a centred light-and-bold name over a small-caps position and the summary, a left column of icon contact rows and skills, a timeline of circles down the gap, the right column bold company with the city in colour, small-caps title with the dates flush right, a list; a footer',
    render: timelineCv,
  },
  {
    id: 'mlechu-resume',
    source: "Emily Chu's resume-template (mlechu/resume-template), XeLaTeX",
    split: 'tune-was-held-out-j',
    engine: 'xelatex',
    missing: ['position'],
    capitals: ['name'],
    thirdParty: mlechu,
    layout:
      'a header boxed by coloured rules: a large light capitalised name over a line of icon links; one column of ruled section names, the employer or school with its city flush right over an italic title or degree with the dates flush right in small italics',
    render: mlechuCv,
  },
]
