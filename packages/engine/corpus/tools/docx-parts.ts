// Building blocks shared by the hand-written held-out DOCX resumes.
import { BorderStyle, Paragraph, TextRun } from 'docx'

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
/** Layout tables draw no lines. */
export const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
}
export const p = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...opts })] })
export const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } })
