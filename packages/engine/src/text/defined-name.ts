// "Anti-Money Laundering (AML)", "Senior Executive Officer (SEO)": an ad or a resume defines an acronym by the
// capitalised words before it in brackets.
export const abbreviated = /((?:[A-Z][\w'’-]*\s+){2,6})\(([A-Z]{2,6})\)/g

/**
 * The long name a text gives an acronym, in sentence case as recruiters list it ("Anti-money laundering"): the
 * last capitalised words before the brackets whose initials, hyphenated parts too, spell it.
 */
export function definedName(acronym: string, text: string): string | undefined {
  if (!text.includes(`(${acronym})`)) return undefined
  for (const match of text.matchAll(abbreviated)) {
    if (match[2] !== acronym) continue
    const words = match[1]!.trim().split(/\s+/)
    for (let n = 1; n <= words.length; n++) {
      const tail = words.slice(-n).join(' ')
      const initials = tail
        .split(/[\s-]+/)
        .map((w) => w[0])
        .join('')
      if (initials !== acronym) continue
      const name = tail.replace(/(?<=[\s-])[A-Z][a-z]+\b/g, (w) => w.toLowerCase())
      return name[0]!.toUpperCase() + name.slice(1)
    }
  }
  return undefined
}
