/**
 * Interests as short items: a comma list is split, and a group name above its keywords
 * ("Game Design" over "Mechanics, Level Design") is kept together as "Game Design (Mechanics, Level Design)".
 */
export function parseInterests(lines: string[]): string[] {
  const items: string[] = []
  const texts = lines.map((l) => l.replace(/^•\s*/, '').trim()).filter(Boolean)
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!
    const next = texts[i + 1]
    if (!text.includes(',') && next?.includes(',') && !/[.!?]$/.test(next)) {
      items.push(`${text} (${next})`)
      i++
    } else if (/[.!?]$/.test(text) && text.split(/\s+/).length > 8) items.push(text)
    else items.push(...text.split(/\s*[,;|·•]\s*/).filter(Boolean))
  }
  return [...new Set(items)]
}
