// Labelled letters for the quality score: for each job, good letters and deliberately flawed ones. Labels come
// from how each letter was made, decided before the score was run: a flawed letter carries exactly one kind of
// flaw a recruiter would hold against it (a false claim, grammar slips, repetition, stock phrases, nothing
// specific).
import type { ResumeData } from '@tailor/contracts'
import { writeCoverLetter } from '../src/letter/write-cover-letter.ts'
import { evalJobs, evalResumes } from './eval-set.ts'
import { letterInput } from './letter-input.ts'

export type LetterLabel = 'good' | 'false claim' | 'grammar' | 'repetition' | 'stock phrases' | 'no specifics'

export interface LabelledLetter {
  jobId: string
  job: { title: string; company: string; description: string }
  resume: ResumeData
  label: LetterLabel
  content: string
}

const pairs = [
  {
    jobId: 'backend',
    resume: 'be_strong',
    title: 'Senior Backend Engineer',
    company: 'Quillfeather Payments',
  },
  { jobId: 'nurse', resume: 'rn_strong', title: 'Registered Nurse', company: 'Mercy Health' },
  { jobId: 'accountant', resume: 'acct_strong', title: 'Staff Accountant', company: 'Harborline' },
  { jobId: 'marketing', resume: 'mk_strong', title: 'Marketing Manager', company: 'Brightloom' },
  { jobId: 'sales', resume: 'sales_strong', title: 'Account Executive', company: 'Tallyframe' },
  { jobId: 'teacher', resume: 'teach_strong', title: 'Math Teacher', company: 'Riverside High School' },
] as const

const paragraphsOf = (content: string) => content.split('\n\n')
/** The letter with `text` put at the end of the body paragraph at `index` (1 = the first after "Dear"). */
const insertInto = (content: string, index: number, text: string) => {
  const parts = paragraphsOf(content)
  parts[index] = `${parts[index]} ${text}`
  return parts.join('\n\n')
}

/** A form letter: the company's name and stock phrases, nothing from the resume or the posting. */
const formLetter = (name: string, title: string, company: string) =>
  [
    'Dear Hiring Manager,',
    `I am writing to apply for the ${title} position at ${company}. I am a hard worker and a team player who is passionate about delivering results. I believe I would be the perfect fit for your team.`,
    'Throughout my career I have always given 110% to every task. I am a detail-oriented self-starter and a fast learner who thrives in a fast-paced environment. I think outside the box and bring a positive attitude to work every day. I work well independently and as part of a team.',
    `I have strong communication skills and I am a people person. I am results-driven and always go the extra mile for my colleagues and customers. I am confident that my skills and experience make me an ideal candidate for this role at ${company}.`,
    `Joining ${company} would be a dream job for me. I am excited about the opportunity to grow with your company and contribute to its success. I am sure I can make a difference on your team.`,
    `Thank you for your time and consideration. I look forward to hearing from you soon about this opportunity at ${company}.`,
    `Sincerely,\n${name}`,
  ].join('\n\n')

/** The writer's letter with its evidence told as vague claims: nothing a reader could check or remember. */
const withoutSpecifics = (content: string, company: string) => {
  const parts = paragraphsOf(content)
  const vague = [
    'In my previous roles I handled a wide range of responsibilities and always did my best work.',
    'I have gained valuable experience over the years that I believe is relevant to this position.',
    'My colleagues would describe me as reliable, and I take pride in doing things well.',
    `I believe my background has prepared me well for the challenges at ${company}.`,
    'I have worked on many different kinds of tasks and I am comfortable with change.',
    'I always try to learn from every situation and improve the way I work.',
  ].join(' ')
  return [parts[0], parts[1], vague, vague.split('. ').reverse().join('. '), parts.at(-2), parts.at(-1)].join(
    '\n\n',
  )
}

export function labelledLetters(): LabelledLetter[] {
  return pairs.flatMap(({ jobId, resume: resumeId, title, company }) => {
    const resume = evalResumes[resumeId]
    const job = { title, company, description: evalJobs.find((j) => j.id === jobId)!.text }
    const write = (tone: 'professional' | 'enthusiastic', seed: number) =>
      writeCoverLetter(letterInput({ resume, job, tone, seed })).content
    const good = write('professional', 11)
    const name = resume.personal_information.name
    const sentences = paragraphsOf(good)[2]!.split(/(?<=\.)\s+/)
    const letters: [LetterLabel, string][] = [
      ['good', good],
      ['good', write('enthusiastic', 23)],
      [
        'false claim',
        insertInto(
          good,
          2,
          'I also hold a PhD in Physics from Stanford University and 25 years of experience.',
        ),
      ],
      [
        'grammar',
        insertInto(
          good,
          2,
          'During 1 years there, I was a engineer of many project and code reviews is new to me.',
        ),
      ],
      ['repetition', insertInto(good, 2, `${sentences.at(-1)} ${sentences.at(-1)}`)],
      ['stock phrases', formLetter(name, title, company)],
      ['no specifics', withoutSpecifics(good, company)],
    ]
    return letters.map(([label, content]) => ({ jobId, job, resume, label, content }))
  })
}
