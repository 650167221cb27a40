/** A cover letter's text in its parts: what the PDF, the preview and the quality checks all read it as. */
export interface LetterParts {
  /** "Dear Ms. Rivera," or '' when the text has none. */
  salutation: string
  /** Body paragraphs; single line breaks inside one (a list the user typed) are kept. */
  paragraphs: string[]
  /** "Sincerely," or '' when the text has none. */
  closing: string
  /** The lines under the closing (the name), or ''. */
  signature: string
}

const salutation = /^(?:dear|hello|hi|to whom it may concern|greetings)\b[^\n]{0,80}[,:!]?$/i
/** "Sincerely,", "With enthusiasm,", "Thanks again," and the like: a few words, no full stop. */
export const isClosingLine = (line: string) =>
  /^[\p{L}’' ]{2,32}[,!]?$/u.test(line) &&
  line.split(/\s+/).length <= 4 &&
  (/,$/.test(line) ||
    /^(?:sincerely|regards|best|cheers|thanks|thank you|warmly|respectfully|cordially|yours truly|best regards|kind regards|warm regards)!?$/i.test(
      line,
    ))
/** A name line: a few words, none ending a sentence. */
const nameLine = (block: string) =>
  !block.includes('\n') && block.split(/\s+/).length <= 5 && !/[.!?:]$/.test(block)

/**
 * Splits letter text into salutation, paragraphs (on blank lines), closing and signature. The closing is
 * the last block's first line when it reads as one ("Sincerely,", "With enthusiasm,"), with the name under
 * it, or on its own line after a blank one.
 */
export function splitLetter(content: string): LetterParts {
  const blocks = content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
  let greeting = ''
  if (blocks[0] && salutation.test(blocks[0].split('\n')[0]!)) {
    const [first, ...rest] = blocks[0].split('\n')
    greeting = first!
    if (rest.length) blocks[0] = rest.join('\n')
    else blocks.shift()
  }
  let closing = ''
  let signature = ''
  const last = blocks.at(-1)
  const beforeLast = blocks.at(-2)
  if (last && isClosingLine(last.split('\n')[0]!)) {
    const [first, ...rest] = last.split('\n')
    closing = first!
    signature = rest.join('\n')
    blocks.pop()
  } else if (
    last &&
    beforeLast &&
    nameLine(last) &&
    isClosingLine(beforeLast) &&
    !beforeLast.includes('\n')
  ) {
    closing = beforeLast
    signature = last
    blocks.splice(-2)
  }
  return {
    salutation: greeting,
    paragraphs: blocks,
    closing,
    signature,
  }
}
