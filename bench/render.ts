// PDF render speed of every template with the dense two-page sample resume.
//   node --import tsx bench/render.ts [runs]         (add --chromium to time the Chromium print-to-PDF peer)
// Prints the cold first render (fonts and code loaded on first use), then median and p95 of warm renders
// per template (wall clock, and CPU time of this process, which other load on the machine disturbs less),
// for resumes and cover letters, and a 50-job resume. Numbers, not a timed test.
import { performance } from 'node:perf_hooks'
import type { ResumeData } from '@tailor/contracts'
import { chromium } from 'playwright-core'

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 40)

const importStart = performance.now()
const templates = await import('../packages/templates/src/index.ts')
const importMs = performance.now() - importStart
const {
  renderResumePdf,
  renderCoverLetterPdf,
  resumeTemplates,
  coverLetterTemplates,
  sampleResume,
  sampleCoverLetter,
} = templates

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10)

type Case = { label: string; render: () => Promise<Uint8Array> }

/**
 * First render of each case, a warm-up round, then `runs` rounds that take turns over all cases, so
 * load from other processes on this shared machine spreads evenly instead of hitting one template.
 */
async function measure(cases: Case[]) {
  const results = new Map<
    string,
    { firstMs: number; samples: number[]; cpu: number[]; pages: number; bytes: number }
  >()
  for (const { label, render } of cases) {
    const start = performance.now()
    const pdf = await render()
    results.set(label, {
      firstMs: performance.now() - start,
      samples: [],
      cpu: [],
      pages: pageCount(pdf),
      bytes: pdf.length,
    })
  }
  for (const { render } of cases) await render()
  for (let round = 0; round < runs; round += 1) {
    for (const { label, render } of cases) {
      const result = results.get(label)!
      const cpuStart = process.cpuUsage()
      const start = performance.now()
      await render()
      result.samples.push(performance.now() - start)
      const cpu = process.cpuUsage(cpuStart)
      result.cpu.push((cpu.user + cpu.system) / 1000)
    }
  }
  for (const [label, r] of results) {
    const sorted = r.samples.sort((x, y) => x - y)
    const cpu = r.cpu.sort((x, y) => x - y)
    console.log(
      `${label.padEnd(16)}${ms(r.firstMs)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(percentile(cpu, 0.5))}   ${r.pages}     ${(r.bytes / 1024).toFixed(0)}`,
    )
  }
}

// The peer: the same resume as plain HTML printed to PDF by Chromium (Debian's /usr/bin/chromium), the
// approach of Reactive Resume v4 and Resume Matcher.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

function resumeHtml(data: ResumeData): string {
  const person = data.personal_information
  const jobs = data.work_experience
    .map(
      (job) =>
        `<h3>${escapeHtml(job.title)} <span>${escapeHtml(job.dates)}</span></h3><p>${escapeHtml(job.company)}</p><ul>${job.achievements
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ul>`,
    )
    .join('')
  const education = data.education
    .map(
      (item) =>
        `<h3>${escapeHtml(item.degree)} <span>${escapeHtml(item.dates)}</span></h3><p>${escapeHtml(item.institution)}</p>`,
    )
    .join('')
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font: 9.5pt 'Open Sans', sans-serif; margin: 0.5in; } h1 { margin: 0 } h2 { border-bottom: 1px solid #ccc }
    h3 { margin: 8px 0 0; display: flex; justify-content: space-between } p, ul { margin: 2px 0 }
  </style></head><body><h1>${escapeHtml(person.name)}</h1><p>${escapeHtml(
    [person.email, person.phone, person.location, person.linkedin].join(' | '),
  )}</p><h2>Summary</h2><p>${escapeHtml(data.professional_summary)}</p><h2>Experience</h2>${jobs}<h2>Education</h2>${education}<h2>Skills</h2><p>${escapeHtml(
    data.skills.join(' · '),
  )}</p></body></html>`
}

export async function chromiumBaseline(data: ResumeData, runs: number) {
  const launchStart = performance.now()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const launchMs = performance.now() - launchStart
  try {
    const page = await browser.newPage()
    const html = resumeHtml(data)
    const render = async () => {
      await page.setContent(html)
      return page.pdf({ format: 'Letter' })
    }
    const firstStart = performance.now()
    await render()
    const firstMs = performance.now() - firstStart
    const samples: number[] = []
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now()
      await render()
      samples.push(performance.now() - start)
    }
    samples.sort((a, b) => a - b)
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)]!
    return { launchMs, firstMs, median: at(0.5), p95: at(0.95) }
  } finally {
    await browser.close()
  }
}

console.log(`Node ${process.version}, ${runs} warm runs per row; module import ${importMs.toFixed(0)} ms`)
const coldStart = performance.now()
await renderResumePdf(sampleResume, { template: 'modern' })
console.log(
  `cold first render (modern, fonts loaded on first use): ${(performance.now() - coldStart).toFixed(0)} ms\n`,
)

console.log('resume template   first      median     p95        cpu median pages  KB')
await measure(
  resumeTemplates.map(({ id }) => ({
    label: id,
    render: () => renderResumePdf(sampleResume, { template: id }),
  })),
)
console.log('\ncover letter      first      median     p95        cpu median pages  KB')
await measure(
  coverLetterTemplates.map(({ id }) => ({
    label: id,
    render: () => renderCoverLetterPdf(sampleCoverLetter, { template: id }),
  })),
)

const jobs = sampleResume.work_experience
const long: ResumeData = {
  ...sampleResume,
  work_experience: Array.from({ length: 50 }, (_, index) => ({
    ...jobs[index % jobs.length]!,
    title: `Role ${index + 1}`,
  })),
}
console.log('\n50-job resume     first      median     p95        cpu median pages  KB')
await measure([{ label: 'modern', render: () => renderResumePdf(long, { template: 'modern' }) }])

if (process.argv.includes('--chromium')) {
  const result = await chromiumBaseline(sampleResume, runs)
  console.log(
    `\nChromium print-to-PDF peer (same resume as plain HTML): launch ${result.launchMs.toFixed(0)} ms, first ${result.firstMs.toFixed(0)} ms, median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
  )
}
