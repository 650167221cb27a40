// The labelled evaluation set: jobs with recruiter skill lists, resumes, and graded resume–job pairs.
// Grades: 2 strong fit (would interview), 1 partial (same field, a real gap), 0 unrelated.
import { evalJobs } from './jobs.ts'
import { resumesA } from './resumes-a.ts'
import { resumesB } from './resumes-b.ts'
import { resumesC } from './resumes-c.ts'

export const evalResumes = { ...resumesA, ...resumesB, ...resumesC }
export type EvalResumeId = keyof typeof evalResumes

export interface EvalPair {
  job: string
  resume: EvalResumeId
  grade: 0 | 1 | 2
  why: string
}

export { evalJobs }

export const evalPairs: EvalPair[] = [
  { job: 'backend', resume: 'be_strong', grade: 2, why: 'same stack, different words (Postgres, k8s)' },
  { job: 'backend', resume: 'be_junior', grade: 1, why: 'too junior, no Kubernetes or AWS' },
  { job: 'backend', resume: 'be_stuffed', grade: 1, why: 'skills list stuffed; experience is IT support' },
  { job: 'backend', resume: 'fe_strong', grade: 1, why: 'adjacent specialty: frontend' },
  { job: 'backend', resume: 'rn_strong', grade: 0, why: 'nurse' },
  { job: 'backend', resume: 'teach_tutor', grade: 0, why: 'tutor' },
  { job: 'frontend', resume: 'fe_strong', grade: 2, why: 'React/TS, a11y, tests' },
  { job: 'frontend', resume: 'fe_mobile', grade: 1, why: 'adjacent specialty: native iOS' },
  { job: 'frontend', resume: 'be_strong', grade: 1, why: 'adjacent specialty: backend' },
  { job: 'frontend', resume: 'acct_strong', grade: 0, why: 'accountant' },
  { job: 'nurse', resume: 'rn_strong', grade: 2, why: 'med-surg/tele RN, BLS+ACLS, Epic' },
  { job: 'nurse', resume: 'rn_newgrad', grade: 1, why: 'too junior, no ACLS' },
  { job: 'nurse', resume: 'lpn', grade: 1, why: 'missing must-have: RN license' },
  { job: 'nurse', resume: 'be_strong', grade: 0, why: 'software engineer' },
  { job: 'nurse', resume: 'sales_strong', grade: 0, why: 'sales' },
  { job: 'accountant', resume: 'acct_strong', grade: 2, why: 'close, recs, GL, QBO, Excel' },
  { job: 'accountant', resume: 'acct_clerk', grade: 1, why: 'too junior, AP only' },
  { job: 'accountant', resume: 'bookkeeper', grade: 1, why: 'no degree, no GAAP or close' },
  { job: 'accountant', resume: 'elec_strong', grade: 0, why: 'electrician' },
  { job: 'marketing', resume: 'mk_strong', grade: 2, why: 'SEO, paid search, lifecycle email, tests' },
  { job: 'marketing', resume: 'mk_social', grade: 1, why: 'too junior, social only' },
  { job: 'marketing', resume: 'mk_stuffed', grade: 1, why: 'skills list stuffed; experience is events' },
  { job: 'marketing', resume: 'wh_strong', grade: 0, why: 'warehouse supervisor' },
  { job: 'sales', resume: 'sales_strong', grade: 2, why: 'closing AE, quota, SFDC' },
  { job: 'sales', resume: 'sales_sdr', grade: 1, why: 'too junior, never closed' },
  { job: 'sales', resume: 'csm', grade: 1, why: 'adjacent: account management, not new business' },
  { job: 'sales', resume: 'teach_strong', grade: 0, why: 'teacher' },
  { job: 'teacher', resume: 'teach_strong', grade: 2, why: 'certified middle-school math teacher' },
  { job: 'teacher', resume: 'teach_elem', grade: 1, why: 'adjacent: elementary, wrong credential' },
  { job: 'teacher', resume: 'teach_tutor', grade: 1, why: 'missing must-have: credential' },
  { job: 'teacher', resume: 'data_strong', grade: 0, why: 'analyst' },
  { job: 'warehouse', resume: 'wh_strong', grade: 2, why: 'DC shift supervisor, WMS, OSHA' },
  { job: 'warehouse', resume: 'wh_associate', grade: 1, why: 'too junior, never supervised' },
  { job: 'warehouse', resume: 'retail_mgr', grade: 1, why: 'adjacent: retail store manager' },
  { job: 'warehouse', resume: 'des_strong', grade: 0, why: 'designer' },
  { job: 'designer', resume: 'des_strong', grade: 2, why: 'research, prototypes, design system, WCAG' },
  { job: 'designer', resume: 'des_graphic', grade: 1, why: 'adjacent: graphic design' },
  { job: 'designer', resume: 'des_stuffed', grade: 1, why: 'skills list stuffed; bootcamp only' },
  { job: 'designer', resume: 'rn_strong', grade: 0, why: 'nurse' },
  { job: 'data', resume: 'data_strong', grade: 2, why: 'SQL, Tableau, experiments, regression, dbt' },
  { job: 'data', resume: 'data_excel', grade: 1, why: 'Excel reporting, light SQL' },
  { job: 'data', resume: 'elec_strong', grade: 0, why: 'electrician' },
  { job: 'electrician', resume: 'elec_strong', grade: 2, why: 'licensed commercial journeyman' },
  { job: 'electrician', resume: 'elec_apprentice', grade: 1, why: 'too junior, unlicensed, residential' },
  { job: 'electrician', resume: 'hvac_tech', grade: 1, why: 'adjacent trade' },
  { job: 'electrician', resume: 'mk_strong', grade: 0, why: 'marketer' },
  { job: 'recruiter', resume: 'rec_strong', grade: 2, why: 'in-house technical recruiter' },
  { job: 'recruiter', resume: 'hr_generalist', grade: 1, why: 'adjacent: HR generalist' },
  { job: 'recruiter', resume: 'sales_sdr', grade: 0, why: 'sales development' },
  { job: 'recruiter', resume: 'wh_associate', grade: 0, why: 'warehouse associate' },
  // Hard cases: shared vocabulary without the job, or the job in other words.
  {
    job: 'nurse',
    resume: 'nurse_recruiter',
    grade: 0,
    why: 'recruits nurses; names RN, BLS and ACLS but is not a nurse',
  },
  {
    job: 'recruiter',
    resume: 'nurse_recruiter',
    grade: 1,
    why: 'healthcare recruiter, not technical hiring',
  },
  {
    job: 'backend',
    resume: 'java_backend',
    grade: 1,
    why: 'strong backend engineer, but Java and MySQL, no Python or PostgreSQL',
  },
  {
    job: 'accountant',
    resume: 'acct_sales',
    grade: 0,
    why: 'sells accounting software; names close, GAAP and QuickBooks',
  },
  { job: 'sales', resume: 'acct_sales', grade: 2, why: 'closing SaaS AE with quota, in other words' },
  {
    job: 'teacher',
    resume: 'curriculum_designer',
    grade: 1,
    why: 'former teacher, no credential listed, two years in class',
  },
  {
    job: 'marketing',
    resume: 'ppc_specialist',
    grade: 1,
    why: 'paid search only; no email, automation or HubSpot',
  },
  {
    job: 'warehouse',
    resume: 'inventory_clerk',
    grade: 1,
    why: 'skills list stuffed; experience is a parts counter',
  },
  { job: 'data', resume: 'fe_strong', grade: 0, why: 'frontend developer' },
  {
    job: 'electrician',
    resume: 'wh_strong',
    grade: 0,
    why: 'warehouse supervisor; shares OSHA and forklift words',
  },
]
