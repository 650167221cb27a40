import { z } from 'zod'

// The editor's resume shape from the product spec (section 3), shared by parser, engine, API and web.
// Every field has a default so partial data from parsers, editors and older records always validates.

const text = (max: number) => z.string().max(max).default('')

export const personalInformation = z.object({
  name: text(200),
  email: text(320),
  phone: text(60),
  linkedin: text(300),
  location: text(200),
  position: text(200),
})

export const workExperience = z.object({
  title: text(200),
  company: text(200),
  dates: text(100),
  achievements: z.array(z.string().max(2000)).max(100).default([]),
})

const lines = (maxItems: number, max = 2000) => z.array(z.string().max(max)).max(maxItems).default([])

export const education = z.object({
  institution: text(300),
  degree: text(300),
  dates: text(100),
  field_of_study: text(300),
  gpa: text(50),
  honors: text(500),
  courses: lines(100, 300),
})

export const certification = z.object({
  name: text(300),
  date: text(100),
  issuer: text(200),
})

export const reference = z.object({
  name: text(200),
  title: text(200),
  company: text(200),
  phone: text(60),
  email: text(320),
})

export const project = z.object({
  name: text(300),
  role: text(200),
  dates: text(100),
  link: text(500),
  description: text(2000),
  bullets: lines(50),
  technologies: lines(100, 200),
})

export const award = z.object({
  title: text(300),
  issuer: text(200),
  date: text(100),
  description: text(2000),
})

export const publication = z.object({
  title: text(500),
  publisher: text(300),
  date: text(100),
  link: text(500),
})

export const spokenLanguage = z.object({
  language: text(100),
  proficiency: text(100),
})

export const volunteering = z.object({
  organization: text(300),
  role: text(200),
  dates: text(100),
  bullets: lines(50),
})

/** A section the parser could not place: kept under its own heading so the user can see and move it. */
export const otherSection = z.object({
  heading: text(200),
  lines: lines(200),
})

export const resumeData = z.object({
  personal_information: personalInformation.default(personalInformation.parse({})),
  professional_summary: text(5000),
  work_experience: z.array(workExperience).max(100).default([]),
  education: z.array(education).max(50).default([]),
  skills: z.array(z.string().max(200)).max(300).default([]),
  certifications: z.array(certification).max(100).default([]),
  references: z.array(reference).max(50).default([]),
  projects: z.array(project).max(100).default([]),
  awards: z.array(award).max(100).default([]),
  publications: z.array(publication).max(200).default([]),
  languages: z.array(spokenLanguage).max(50).default([]),
  volunteering: z.array(volunteering).max(50).default([]),
  interests: lines(100, 200),
  other: z.array(otherSection).max(50).default([]),
})

export type PersonalInformation = z.infer<typeof personalInformation>
export type WorkExperience = z.infer<typeof workExperience>
export type Education = z.infer<typeof education>
export type Certification = z.infer<typeof certification>
export type Reference = z.infer<typeof reference>
export type Project = z.infer<typeof project>
export type Award = z.infer<typeof award>
export type Publication = z.infer<typeof publication>
export type SpokenLanguage = z.infer<typeof spokenLanguage>
export type Volunteering = z.infer<typeof volunteering>
export type OtherSection = z.infer<typeof otherSection>
export type ResumeData = z.infer<typeof resumeData>

/** An empty resume, every field present. */
export const emptyResumeData = (): ResumeData => resumeData.parse({})
