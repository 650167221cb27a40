import { emptyResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { collectSkillEvidence } from '../match/collect-skill-evidence.ts'
import { analyzeJob } from './analyze-job.ts'
import { findSoftQualities } from './find-soft-qualities.ts'

const labels = (clause: string, required = true) => findSoftQualities(clause, required).map((s) => s.label)
const soft = (text: string) => analyzeJob(text).soft_skills.map((s) => s.label)

describe('findSoftQualities', () => {
  it('reads soft skills an ad writes as a description of the person', () => {
    expect(labels('You stay calm when a ferry is cancelled and the waiting room is full')).toContain(
      'Resilience',
    )
    expect(labels('Able to hit deadlines when several orders are due the same afternoon')).toContain(
      'Time management',
    )
    expect(labels('A sharp eye and the habit of double-checking your counts')).toContain(
      'Attention to detail',
    )
    expect(labels('You explain things clearly to first-time homebuyers')).toContain('Communication')
    expect(labels('Thinks on their feet when a delivery goes missing')).toContain('Problem solving')
    expect(labels('Works well alongside others on a busy shop floor')).toContain('Teamwork')
    expect(labels('You take pride in your work and leave every kitchen spotless')).toContain('Craftsmanship')
    expect(labels('Comfortable making decisions under time pressure')).toContain('Decision making')
    expect(labels('You get along with everyone and help your teammates when the bakery gets busy')).toContain(
      'Teamwork',
    )
  })

  it('reads character adjectives said of the reader or listed as traits', () => {
    expect(labels('Patient, organized and dependable')).toEqual(['Patience', 'Organization', 'Dependability'])
    expect(labels("You're careful with cash and honest with customers")).toEqual([
      'Attention to detail',
      'Integrity',
    ])
    expect(labels('A patient instructor who never raises their voice')).toEqual(['Patience'])
    expect(labels('Ability to be patient with first-time clients')).toEqual(['Patience'])
  })

  it('does not read an adjective that describes a thing, or a noun of the same spelling', () => {
    expect(labels('Gentle, patient handling of older animals')).toEqual([])
    expect(labels('Provide patient care on a 24-bed surgical unit')).toEqual([])
    expect(labels('Keep the tool crib clean and organized')).toEqual([])
    expect(labels('Accurate records of every delivery')).toEqual([])
  })

  it('reads a paraphrase only when it describes the candidate, not the employer, the team or the customers', () => {
    expect(labels('Our patient, friendly staff will show you the ropes', false)).toEqual([])
    expect(labels('We stay calm when the kitchen is slammed, and so will you', false)).not.toContain(
      'Resilience',
    )
    expect(
      labels('You will help anxious patients stay calm before an MRI when the clinic is busy', false),
    ).toEqual([])
    expect(labels('We want drivers who keep a steady head when traffic is chaotic', false)).toEqual([
      'Resilience',
    ])
    expect(labels('You stay calm when the lunch rush hits', false)).toEqual(['Resilience'])
    // A duty without a subject outside a requirement list is not read as a trait.
    expect(labels('Explain billing codes clearly to the front desk', false)).toEqual([])
  })

  it('reads calm alone as a temperament, not as working under pressure', () => {
    expect(labels('You stay calm and friendly on the phone')).toEqual([])
    expect(labels('You stay calm when three deliveries arrive late')).toEqual(['Resilience'])
  })

  it('reads customer service from a duty that serves the public, in a duty with no subject too', () => {
    expect(labels('Greet diners at the host stand and walk them to their table', false)).toContain(
      'Customer service',
    )
    expect(labels('Help shoppers track down the right size in the stockroom', false)).toContain(
      'Customer service',
    )
    expect(labels('Answer questions about opening hours at the front desk', false)).toContain(
      'Customer service',
    )
    expect(labels('Keep the queue short and every visitor happy', false)).toContain('Customer service')
    expect(labels('Explains parking rules to drivers, residents and the public', false)).toContain(
      'Customer service',
    )
    expect(labels('Previous customer-facing experience')).toContain('Customer service')
  })

  it('does not read customer service where the public is only mentioned or another party serves it', () => {
    expect(labels('Our customers rely on our refrigerated trucks', false)).toEqual([])
    expect(labels('We help shoppers find bargains across 40 stores', false)).toEqual([])
    expect(labels('Help patients with limited mobility onto the scanner table', false)).toEqual([])
    expect(labels('Provide a welcoming space for visitors to the museum', false)).toEqual([])
  })

  it('reads teamwork from work done as part of a team or crew', () => {
    expect(labels('Enjoy being part of a small kitchen crew', false)).toEqual(['Teamwork'])
    expect(labels('Work as part of a four-person survey team', false)).toEqual(['Teamwork'])
    expect(labels('Cheerful and easy to get on with')).toContain('Teamwork')
    // Working with another department is the job's contact, seldom a quality recruiters list.
    expect(labels('Work with the finance department on quarterly budgets', false)).toEqual([])
    expect(labels('Our team works with a crew of twelve volunteers', false)).toEqual([])
  })

  it('reads conflict resolution from calming tense people or situations, not from de-escalating alone', () => {
    expect(labels('Calm irate callers and log every complaint', false)).toContain('Conflict resolution')
    expect(labels('Defuses tense moments at the ticket gate', false)).toContain('Conflict resolution')
    expect(labels('De-escalate when a toddler is overwhelmed')).not.toContain('Conflict resolution')
  })

  it('reads a methodical or systematic person, not a method of that name', () => {
    expect(labels('Experience with systematic review methods')).toEqual([])
    expect(labels('Methodical and calm when a test fails', false)).toEqual([])
    expect(labels('You are methodical and calm when a test fails', false)).toContain('Organization')
  })

  it('reads safety, attendance, care over details and a professional manner said of the person', () => {
    expect(labels('A safety-first attitude on every site')).toEqual(['Safety awareness'])
    expect(labels('Excellent attendance record')).toEqual(['Dependability'])
    expect(labels('You show up every morning ready to work', false)).toEqual(['Dependability'])
    expect(labels('You pay attention to the small details a client sees', false)).toEqual([
      'Attention to detail',
    ])
    expect(labels('Checks their own work before handing it on')).toEqual(['Attention to detail'])
    expect(labels('You act professionally in people’s homes', false)).toEqual(['Professionalism'])
    expect(labels('We want someone punctual and reliable who can open at six', false)).toEqual([
      'Dependability',
    ])
  })

  it('adds the soft skills of a posting written in plain words', () => {
    const ad = `Driving Instructor
Wheelhouse Driving School is hiring.

What you'll do:
- Teach new drivers in our dual-control cars

About you:
- You explain things clearly to nervous learners
- Endless patience and a calm manner; you stay calm when a learner stalls at a busy junction
- You turn up on time, every time`
    expect(soft(ad)).toEqual(
      expect.arrayContaining(['Communication', 'Patience', 'Resilience', 'Dependability']),
    )
    // The employer's own staff described in an about-us paragraph are no requirement.
    expect(
      soft('Clinic Receptionist\nOur patient, caring nurses have served Elm Street for 30 years.'),
    ).toEqual([])
  })

  it('does not make a resume claim soft skills from unrelated words', () => {
    const resume = emptyResumeData()
    resume.work_experience = [
      {
        title: 'Staff Nurse',
        company: 'Harbor Hospital',
        dates: '2019 - 2024',
        achievements: [
          'Cared for each patient on a 30-bed unit and kept data integrity in the charting system',
          'Worked at a nonprofit organization serving rural families',
          'Maintained communications equipment at the nurses station',
        ],
      },
    ]
    const shown = [...collectSkillEvidence(resume).values()].map((e) => e.skill.label)
    expect(shown).not.toContain('Patience')
    expect(shown).not.toContain('Integrity')
    expect(shown).not.toContain('Organization')
    expect(shown).not.toContain('Communication')
  })
})
