// The parts of JSON Resume 1.0.0 (https://jsonresume.org/schema) Tailor reads and writes. Keys starting with
// "x-tailor-" are Tailor's extensions for what the schema cannot hold; the schema allows extra keys.

export type JsonObject = { [key: string]: unknown }
export type Item = { [key: string]: string | string[] | Item | Item[] | undefined }

export interface JsonResume {
  $schema: string
  basics: Item
  work: Item[]
  volunteer: Item[]
  education: Item[]
  awards: Item[]
  certificates: Item[]
  publications: Item[]
  skills: Item[]
  languages: Item[]
  interests: Item[]
  references: Item[]
  projects: Item[]
  meta: Item
  'x-tailor-other': Item[]
}

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'
