// Optional model assistance: every word taken from a model is checked against the resume or the posting
export {
  type AcceptedJobReading,
  acceptJobReading,
  type ModelJobReading,
} from './assist/accept-job-reading.ts'
export { acceptLetterDraft, type LetterDraftResult } from './assist/accept-letter-draft.ts'
export {
  type AcceptedParseRescue,
  acceptParseRescue,
  warningsAfterRescue,
} from './assist/accept-parse-rescue.ts'
export { type AcceptedRewordings, acceptRewordings } from './assist/accept-rewordings.ts'
export { findParseDoubts } from './assist/find-parse-doubts.ts'
export { type LetterFactSheet, letterFactSheet } from './assist/letter-fact-sheet.ts'
export type { Rewording } from './assist/rewording.ts'
// Resume ingestion: bytes → lines (extract) → ResumeData (parse).
export { type DocumentFormat, detectFormat } from './extract/detect-format.ts'
export type { DocumentLine } from './extract/document-line.ts'
export { DEFAULT_LIMITS, type ExtractLimits, extractDocument } from './extract/extract-document.ts'
export { ExtractError, type ExtractErrorCode, NO_TEXT_IN_PDF_MESSAGE } from './extract/extract-error.ts'
export type { ExtractedDocument } from './extract/extracted-document.ts'
// Insights across a user's analyses (dashboard)
export { type CoverageItem, type KeywordCoverage, keywordCoverage } from './insights/keyword-coverage.ts'
export { checkDocument } from './interchange/check-document.ts'
export { checkRoundTrip, type RoundTripReport } from './interchange/check-round-trip.ts'
// Interchange: JSON Resume export and import, LinkedIn data export import
export { fromJsonResume } from './interchange/from-json-resume.ts'
export { ImportError } from './interchange/import-error.ts'
export { importResumeFile } from './interchange/import-resume-file.ts'
export type { JsonResume } from './interchange/json-resume-types.ts'
export { toJsonResume } from './interchange/to-json-resume.ts'
export { validateJsonResume } from './interchange/validate-json-resume.ts'
// Analysis engine (job analysis, matching, tailoring, lexicons)
export { analyzeJob } from './job/analyze-job.ts'
// Job link import: recognise ATS links and read a posting from a fetched page or ATS reply
export { type Ats, type AtsLink, atsLink, isClosedSite } from './job-import/ats-link.ts'
export { extractPosting, type FetchedPosting } from './job-import/extract-posting.ts'
// Cover letters: write from the resume's facts, check every claim, rate generated or edited letters
export { analyzeCoverLetter, type LetterAnalysis, type LetterContext } from './letter/analyze-cover-letter.ts'
export { countWords } from './letter/count-words.ts'
export {
  findGrammarProblems,
  findLetterProblems,
  nearDuplicateSentences,
} from './letter/find-letter-problems.ts'
export { findLetterViolations, type LetterExtras, letterChecker } from './letter/find-letter-violations.ts'
export { type CoverLetter, type CoverLetterInput, writeCoverLetter } from './letter/write-cover-letter.ts'
export { extractSkills } from './lexicons/extract-skills.ts'
export { findSkillMentions, type SkillMention } from './lexicons/find-skill-mentions.ts'
export { getLexicon } from './lexicons/get-lexicon.ts'
export { scoreMatch } from './match/score-match.ts'
export { parseResume } from './parse/parse-resume.ts'
export { findInvariantViolations } from './tailor/find-invariant-violations.ts'
export { type TailorOptions, type TailorOutput, tailorReport, tailorResume } from './tailor/tailor-resume.ts'
export { type DetectedLanguage, detectLanguage } from './text/detect-language.ts'
export { unsupportedLanguageWarning } from './text/unsupported-language-warning.ts'
