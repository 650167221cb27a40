/** Joins the non-empty parts with a separator, so a missing phone never leaves a dangling "|". */
export const joinPresent = (parts: ReadonlyArray<string>, separator: string) =>
  parts.filter(Boolean).join(separator)
