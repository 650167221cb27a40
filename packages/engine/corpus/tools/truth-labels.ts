// Every label of a truth.json document, in the order the generators' --check lists them; a list means any one
// of its strings is right (a degree printed with or without its field).
type Labelled = Record<string, string | string[]>

export interface TruthDocument {
  name: string | string[]
  email: string
  phone: string
  location: string
  linkedin: string
  position: string | string[] | null
  summary: string
  jobs: Labelled[]
  education: Labelled[]
  skills: string[]
  certifications: Labelled[]
}

/** The labels --check must find printed: the name first. */
export const truthLabels = (doc: TruthDocument): (string | string[])[] => [
  doc.name,
  doc.email,
  doc.phone,
  doc.location,
  doc.linkedin,
  doc.position ?? '',
  doc.summary,
  ...doc.jobs.flatMap((j) => [j.title!, j.company!, j.dates!, ...(j.achievements as string[])]),
  ...doc.education.flatMap((e) => [e.institution!, e.degree!, e.dates!]),
  ...doc.skills,
  ...doc.certifications.flatMap((c) => [c.name!, c.issuer!, c.date!]),
]
