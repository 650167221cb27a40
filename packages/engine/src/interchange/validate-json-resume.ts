/// <reference path="./jsonresume-schema.d.ts" />
import schemaPackage from '@jsonresume/schema'

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
