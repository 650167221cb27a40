// @jsonresume/schema ships no types: its validator reports problems through a Node-style callback.
declare module '@jsonresume/schema' {
  interface SchemaError {
    property: string
    message: string
  }
  const schemaPackage: {
    validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void
    schema: { properties: Record<string, unknown> }
  }
  export default schemaPackage
}
