const url =
  /(?:https?:\/\/|www\.)\S+|\b(?:github\.com|gitlab\.com|bitbucket\.org|itch\.io|[\w-]+\.(?:dev|io|app))(?:\/\S*)?/i

/** The first web address in a line ("github.com/jane/tool", "https://…"), without closing punctuation. */
export function findLink(line: string): string | null {
  return url.exec(line)?.[0].replace(/[),.;]+$/, '') ?? null
}
