// Realistic analyses made through the real API (POST /api/v1/resume/tailor/, JSON with resume_text),
// for the dashboard and history tests and the screenshots. Each costs the account one credit.

export interface SeedJob {
  title: string
  company: string
  description: string
}

const resume = (name: string) => `${name}
${name.toLowerCase().replace(/\s+/g, '.')}@example.com | +1 555 010 2030 | Austin, TX | linkedin.com/in/${name.toLowerCase().replace(/\s+/g, '-')}

Summary
Data analyst with six years of experience turning product and sales data into decisions. Comfortable with SQL, Python and Tableau, and with presenting results to executives.

Experience
Senior Data Analyst, Northwind Traders — Mar 2021 – Present
- Built Tableau dashboards used by 40 regional managers every week
- Automated weekly SQL reports in Python, saving 6 hours of manual work a week
- Led an A/B testing program that lifted checkout conversion by 4%

Data Analyst, Fabrikam — Jun 2018 – Feb 2021
- Modelled churn with logistic regression in Python and scikit-learn
- Cleaned and documented a 2 TB sales warehouse in Snowflake

Education
University of Texas at Austin — B.S. Statistics, 2014 – 2018

Skills
SQL, Python, Tableau, Excel, Snowflake, A/B testing, Statistics, Communication, Stakeholder management`

/** A resume without a name line, for the "Unknown Applicant" fallback. */
export const namelessResume = resume('Placeholder').split('\n').slice(2).join('\n')

export const jobs: SeedJob[] = [
  ['Senior Data Analyst', 'Contoso', 'SQL, Python, Tableau, A/B testing, stakeholder communication'],
  ['Analytics Engineer', 'Globex', 'SQL, dbt, Snowflake, Python, data modelling, documentation'],
  ['Product Analyst', 'Initech', 'SQL, experimentation, A/B testing, product sense, Amplitude'],
  [
    'Business Intelligence Analyst',
    'Umbrella Health',
    'Tableau, Power BI, SQL, Excel, stakeholder management',
  ],
  ['Data Scientist', 'Hooli', 'Python, machine learning, scikit-learn, statistics, SQL, experimentation'],
  ['Marketing Analyst', 'Stark Retail', 'Excel, SQL, Google Analytics, attribution, presentation skills'],
  ['Financial Analyst', 'Wayne Capital', 'Excel, financial modelling, SQL, forecasting, communication'],
  ['Operations Analyst', 'Acme Logistics', 'SQL, Excel, process improvement, Tableau, teamwork'],
].map(([title, company, skills]) => ({
  title: title!,
  company: company!,
  description: `${title}\n${company} is hiring a ${title} to join our analytics team.\nRequirements: ${skills}, 3+ years of experience. Bachelor's degree in a quantitative field.`,
}))

export interface TailorOptions {
  resumeText?: string
  jobDescription?: string
  template?: string
}

/** The JSON body of the tailor call (request shape 1 of the spec). */
export function tailorBody(name: string, options: TailorOptions = {}) {
  return {
    resume_text: options.resumeText ?? resume(name),
    job_description: options.jobDescription ?? '',
    job_url: '',
    template: options.template ?? 'modern',
    tailoring_mode: 'tailoring',
    tailoring_level: 50,
    export_option: 'download',
  }
}

/** Bodies for n analyses: the jobs in turn, templates varied, the newest last. */
export function seedBodies(name: string, n: number) {
  const templates = ['modern', 'classic', 'executive', 'minimal']
  return Array.from({ length: n }, (_, i) => {
    const job = jobs[i % jobs.length]!
    return tailorBody(name, { jobDescription: job.description, template: templates[i % templates.length] })
  })
}

interface Poster {
  post(
    url: string,
    options: { data: object; headers?: Record<string, string> },
  ): Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>
}

/** Logs in through the API and returns the bearer header. */
export async function apiLogin(request: Poster, account: { email: string; password: string }) {
  const reply = await request.post('/api/v1/user/token/', {
    data: { email: account.email, password: account.password },
  })
  if (!reply.ok()) throw new Error(`Login failed: ${reply.status()}`)
  const { access } = (await reply.json()) as { access: string }
  return { authorization: `Bearer ${access}` }
}

/** Creates analyses one after another (so their order is their creation order). */
export async function createAnalyses(request: Poster, headers: Record<string, string>, bodies: object[]) {
  for (const body of bodies) {
    const reply = await request.post('/api/v1/resume/tailor/', { data: body, headers })
    if (!reply.ok()) throw new Error(`Tailoring failed: ${reply.status()}`)
  }
}
