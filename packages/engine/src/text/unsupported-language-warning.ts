import { detectLanguage } from './detect-language.ts'

/** A plain message when a text is in a language the engine does not read; null otherwise. */
export function unsupportedLanguageWarning(text: string, what: 'resume' | 'job description'): string | null {
  const language = detectLanguage(text)
  if (!language || language.supported) return null
  return `This ${what} seems to be in ${language.name}. Tailor reads English, German, French and Spanish, so the ${
    what === 'resume'
      ? 'sections it found may be incomplete: check each one in the editor'
      : 'skills and keywords found in it may be incomplete'
  }.`
}
