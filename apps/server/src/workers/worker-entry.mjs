// Worker threads start here. Registering tsx first lets them load the TypeScript tasks whatever flags the
// parent process was started with (npm start, vitest, a benchmark).
import { register } from 'tsx/esm/api'

register()
const tasks = await import('./worker-tasks.ts')

export const parseUpload = tasks.parseUpload
export const rescueParse = tasks.rescueParse
export const tailor = tasks.tailor
export const reword = tasks.reword
export const checkLetterDraft = tasks.checkLetterDraft
export const renderResume = tasks.renderResume
export const atsCheck = tasks.atsCheck
export const importResume = tasks.importResume
export const writeLetter = tasks.writeLetter
export const rateLetter = tasks.rateLetter
export const renderLetter = tasks.renderLetter
export const readPosting = tasks.readPosting
