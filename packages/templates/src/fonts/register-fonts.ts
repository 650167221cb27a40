import { fileURLToPath } from 'node:url'
import { Font } from '@react-pdf/renderer'
import { breakLongWord } from './break-long-word.ts'

// TTF files shipped in packages/templates/fonts (licences beside them), so output is identical on every
// machine and names outside Latin-1 render; the built-in Helvetica silently garbles "Łukasz Żółć".
const fontFile = (file: string) => fileURLToPath(new URL(`../../fonts/${file}`, import.meta.url))

const families = {
  'Open Sans': { 400: 'OpenSans-Regular.ttf', 600: 'OpenSans-Semibold.ttf', 700: 'OpenSans-Bold.ttf' },
  Lato: { 400: 'Lato-Regular.ttf', 700: 'Lato-Bold.ttf' },
  'Liberation Sans': { 400: 'LiberationSans-Regular.ttf', 700: 'LiberationSans-Bold.ttf' },
  'Noto Serif': { 400: 'NotoSerif-Regular.ttf', 700: 'NotoSerif-Bold.ttf' },
} as const

export type FontFamily = keyof typeof families

let registered = false

/** Registers the shipped fonts once per process (or worker thread) and turns hyphenation off. */
export function registerFonts(): void {
  if (registered) return
  for (const [family, weights] of Object.entries(families)) {
    Font.register({
      family,
      fonts: Object.entries(weights).map(([weight, file]) => ({
        src: fontFile(file),
        fontWeight: Number(weight),
      })),
    })
  }
  // Hyphenated words break keyword matching in applicant tracking systems: only over-long tokens may break.
  Font.registerHyphenationCallback(breakLongWord)
  registered = true
}
