/** Words as a reader counts them: runs of non-space characters holding a letter or digit ("—" is not a word). */
export function countWords(text: string): number {
  return (text.match(/\S+/g) ?? []).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}
