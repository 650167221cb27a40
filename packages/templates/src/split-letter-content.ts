export interface LetterContent {
  paragraphs: string[]
  /** The text already opens with "Dear …," or similar, so the template adds no salutation. */
  hasSalutation: boolean
  /** The text already ends with "Sincerely," or similar, so the template adds no closing. */
  hasSignOff: boolean
}

const salutation = /^(dear|hello|hi|to whom it may concern|greetings)\b/i
const signOff =
  /^(sincerely|yours sincerely|yours faithfully|yours truly|best regards|kind regards|warm regards|warmest regards|regards|best wishes|best|respectfully|with (best|kind|warm) regards|thank you|many thanks)[,.!]?$/i

/**
 * Splits letter text into paragraphs on blank lines. Inside a paragraph single line breaks are joined,
 * except in short salutation and sign-off blocks ("Sincerely,\nZoë"), which keep their lines.
 */
export function splitLetterContent(content: string): LetterContent {
  const blocks = content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  const isSignOffBlock = (block: string) => signOff.test(block.split('\n')[0]?.trim() ?? '')
  const signOffIndex = blocks.findIndex((block, index) => index >= blocks.length - 2 && isSignOffBlock(block))
  const paragraphs = blocks.map((block, index) =>
    signOffIndex !== -1 && index >= signOffIndex
      ? block
          .split('\n')
          .map((line) => line.trim())
          .join('\n')
      : block.replace(/\s*\n\s*/g, ' '),
  )
  return {
    paragraphs,
    hasSalutation: salutation.test(blocks[0] ?? ''),
    hasSignOff: signOffIndex !== -1,
  }
}
