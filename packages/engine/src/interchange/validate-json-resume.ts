import { createRequire } from 'node:module'

// @jsonresume/schema is CommonJS without types; its validator reports problems through a callback.
interface SchemaPackage {
  validate(
    resume: unknown,
    callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
  ): void
}
const schemaPackage = createRequire(import.meta.url)('@jsonresume/schema') as SchemaPackage

/** The problems of a file checked against the official JSON Resume 1.0.0 schema; [] when valid. */
export function validateJsonResume(value: unknown): string[] {
  let problems: string[] = []
  schemaPackage.validate(value, (errors) => {
    problems = (errors ?? []).map(
      (error) => `${error.property.replace(/^instance\.?/, '') || 'the file'} ${error.message}`,
    )
  })
  return problems
}
