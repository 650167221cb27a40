import { jsonrepair } from 'jsonrepair'

/**
 * The JSON in a model's reply, for servers without structured output: code fences and chatter around the
 * object are dropped and small slips (trailing commas, single quotes, a cut-off end) repaired. Undefined when
 * nothing usable is there.
 */
export function readModelJson(content: string): unknown {
  const start = content.indexOf('{')
  if (start < 0) return undefined
  const end = content.lastIndexOf('}')
  const object = end > start ? content.slice(start, end + 1) : content.slice(start)
  try {
    return JSON.parse(object)
  } catch {
    try {
      return JSON.parse(jsonrepair(object))
    } catch {
      return undefined
    }
  }
}
