// @jsonresume/schema is CommonJS without types; its validator reports problems through a callback.
declare module '@jsonresume/schema' {
  const schemaPackage: {
    validate(
      resume: unknown,
      callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
    ): void
  }
  export default schemaPackage
}
