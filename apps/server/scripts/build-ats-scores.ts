// Measures every template's ATS round trip on the sample resume and saves it for the template gallery, since
// rendering and reading back twelve documents is too slow for a request. Run after changing a template:
// node --import tsx apps/server/scripts/build-ats-scores.ts
import { writeFileSync } from 'node:fs'
import { measureAtsScores } from '../src/modules/templates/measure-ats-scores.ts'

const file = new URL('../src/modules/templates/ats-scores.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(await measureAtsScores(), null, 2)}\n`)
