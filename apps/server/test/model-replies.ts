import { UNREAD_EXPERIENCE_READING } from '../../../packages/engine/eval/unread-experience-resume.ts'
import type { ChatRequest, Scripted } from './llm-test-server.ts'

// Replies a scripted model gives, built from what it was sent: honest ones and ones that make things up.

export type Feature = 'parse' | 'job' | 'rewrite' | 'letter'

export function featureOf(request: ChatRequest): Feature {
  const system = request.body.messages[0]?.content ?? ''
  if (system.includes('read resumes')) return 'parse'
  if (system.includes('job postings')) return 'job'
  if (system.includes('resume wording')) return 'rewrite'
  return 'letter'
}

const userJson = (request: ChatRequest) => JSON.parse(request.body.messages[1]!.content)
const json = (value: object): Scripted => ({ content: JSON.stringify(value) })

/** Rewordings that only add plain words; `extra` makes each one claim something as well. */
export function rewordings(request: ChatRequest, extra = '') {
  const { items } = userJson(request) as { items: { path: string; text: string }[] }
  return items.map(({ path, text }) => ({
    path,
    text: `${text.replace(/\.$/, '')} alongside the rest of the team${extra}`,
  }))
}

type Facts = {
  achievements: { text: string; source: string }[]
  skills_the_job_wants_and_the_resume_shows: string[]
}

const plainSentences = [
  'I care about clear code, careful reviews and steady delivery.',
  'I like to understand a problem well before I change anything.',
  'I write things down so that the next person can pick them up quickly.',
  'I try to leave every system a little easier to run than I found it.',
  'I am comfortable taking ownership of a piece of work from start to finish.',
  'I value honest feedback and give it with care.',
  'I am glad to learn whatever the role needs that I have not used yet.',
  'I would welcome the chance to talk about how I could help.',
  'I read the posting closely, and the work it describes is the kind of work I do every week.',
  'I prefer simple designs that are easy to test and easy to change later.',
  'I measure before I optimise, and I check the result after every change.',
  'I keep my changes small so that each one is easy to review and easy to roll back.',
  'I think a good service is one that nobody has to think about at night.',
  'I would be glad to do the same for you.',
  'I look forward to hearing from you about the next steps.',
]

/** An honest letter body from the fact sheet, padded with plain sentences to the asked length. */
export function letterBody(request: ChatRequest): string[] {
  const { job, facts } = userJson(request) as { job: { title: string; company: string }; facts: Facts }
  const [min] = (request.body.messages[0]!.content.match(/(\d+)–(\d+) words/) ?? []).slice(1).map(Number)
  const paragraphs = [
    `I am writing to apply for the ${job.title} role at ${job.company}.`,
    facts.achievements
      .slice(0, 3)
      .map((a) => `In my time as ${a.source}, my work included this: ${a.text.replace(/\.$/, '')}.`)
      .join(' '),
    facts.skills_the_job_wants_and_the_resume_shows.length
      ? `My skills include ${facts.skills_the_job_wants_and_the_resume_shows.join(', ')}.`
      : '',
  ].filter(Boolean)
  const words = () => paragraphs.join(' ').split(/\s+/).length
  const padding: string[] = []
  for (const sentence of plainSentences) {
    if (words() + padding.join(' ').split(/\s+/).length >= (min ?? 250) + 20) break
    padding.push(sentence)
  }
  return [...paragraphs.slice(0, 2), padding.join(' '), ...paragraphs.slice(2)]
}

/** The model as it should behave. */
export function goodModel(request: ChatRequest): Scripted {
  const feature = featureOf(request)
  if (feature === 'parse') return json(UNREAD_EXPERIENCE_READING)
  if (feature === 'job')
    return json({
      job_title: 'Senior Backend Engineer',
      company: 'Stripe',
      required_skills: ['Python', 'PostgreSQL', 'Kafka'],
      preferred_skills: ['Go', 'Terraform'],
      soft_skills: [],
    })
  if (feature === 'rewrite') return json({ rewordings: rewordings(request) })
  return json({ paragraphs: letterBody(request) })
}

/** The model making things up: skills, numbers and employers the resume and the posting never mention. */
export function hallucinatingModel(request: ChatRequest): Scripted {
  const feature = featureOf(request)
  if (feature === 'parse') return json(inventedReading())
  if (feature === 'job')
    return json({
      job_title: 'Staff Platform Engineer',
      company: 'Google',
      required_skills: ['Rust', 'Kubernetes operators'],
      preferred_skills: ['Snowflake'],
      soft_skills: ['public speaking'],
    })
  if (feature === 'rewrite')
    return json({ rewordings: rewordings(request, ', using Terraform at Google for 40 teams') })
  const body = letterBody(request)
  return json({
    paragraphs: [
      `${body[0]} I led 40 engineers at Google.`,
      ...body.slice(1),
      'I hold a Snowflake certification and 12 years of Rust.',
    ],
  })
}

/** The honest reading with an invented e-mail, employer, date, skill and role added. */
export function inventedReading() {
  const reading = structuredClone(UNREAD_EXPERIENCE_READING)
  return {
    ...reading,
    personal_information: { ...reading.personal_information, email: 'dana@whitfield.dev' },
    work_experience: [
      { ...reading.work_experience[0]!, company: 'Google' },
      { ...reading.work_experience[1]!, dates: 'Jun 2012 - Dec 2018' },
      {
        title: 'Staff Engineer',
        company: 'Stripe',
        dates: '2010 - 2012',
        achievements: ['Led 40 engineers'],
      },
    ],
    skills: [...reading.skills, 'Kubernetes'],
  }
}
