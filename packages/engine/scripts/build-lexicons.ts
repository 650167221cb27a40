// Builds the compact runtime lexicons in src/lexicons/data/ from ../shared/data (O*NET 29.2, ESCO 1.1.1,
// offlinecv, linguist) plus the hand-written skills in curated-skills.ts, curated-occupation-skills.ts,
// curated-job-ad-skills.ts and curated-field-skills.ts.
// Run: node --import tsx packages/engine/scripts/build-lexicons.ts [path/to/shared/data]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { languageForms, languageNames } from '../src/lexicons/languages.ts'
import {
  KEY_CASED,
  KEY_MULTIWORD_ONLY,
  type SkillsFile,
  type TitlesFile,
} from '../src/lexicons/lexicon-files.ts'
import { parseCsv } from '../src/lexicons/parse-csv.ts'
import { skillId } from '../src/lexicons/skill-id.ts'
import { wordRank } from '../src/text/everyday-words.ts'
import { stem } from '../src/text/stem.ts'
import { toKey } from '../src/text/to-key.ts'
import { tokenize } from '../src/text/tokenize.ts'
import { curatedFieldSkills } from './curated-field-skills.ts'
import { curatedDisplayNames, curatedJobAdSkills } from './curated-job-ad-skills.ts'
import { curatedOccupationSkills } from './curated-occupation-skills.ts'
import { curatedAcronymSkills, curatedImplies, curatedSkills } from './curated-skills.ts'
import { curatedTitles } from './curated-titles.ts'

const here = dirname(fileURLToPath(import.meta.url))
const dataDir = resolve(process.argv[2] ?? join(here, '../../../../shared/data'))
const outDir = join(here, '../src/lexicons/data')
const read = (path: string) => readFileSync(join(dataDir, path), 'utf8')
const tsv = (path: string) =>
  read(path)
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'))
const csvObjects = (path: string) => {
  const [header, ...rows] = parseCsv(read(path))
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])))
}

type Category = 'tool' | 'domain' | 'soft'
const catCode: Record<Category, number> = { tool: 0, domain: 1, soft: 2 }
const entries: [string, string, number][] = []
const keys = new Map<string, [number, number]>()
const ids = new Set<string>()
// Entries named exactly: a broad concept adds only its phrasings in their words.
const exact = new Set<number>()

// Aliases that are ordinary words unless capitalised ("Spring", "REST", "Go", "R").
const cased = new Set(
  [
    'rest',
    'spring',
    'express',
    'linear',
    'notion',
    'sketch',
    'helm',
    'ml',
    'r',
    'go',
    'epic',
    'canvas',
    'spark',
    'unity',
  ]
    .concat([
      'illustrator',
      'sas',
      'looker',
      'outreach',
      'swift',
      'rust',
      'dart',
      'julia',
      'ruby',
      'elixir',
      'unity',
      'windows',
      // Office's apps by their bare names, read only beside the suite (ambiguous-aliases.ts).
      'word',
      'outlook',
      // Stock "on the rails", cleaning "rags".
      'rails',
      'rag',
    ])
    .map(toKey),
)
// Keys that are too generic to count as a skill on their own in a job description.
const blocked = new Set(
  ['work', 'team', 'management', 'business', 'sales', 'marketing', 'design', 'development', 'data']
    .concat([
      'information',
      'research',
      'support',
      'operations',
      'service',
      'services',
      'planning',
      'analysis',
    ])
    .concat(['customer', 'customers', 'computer', 'equipment', 'office', 'software', 'product manager'])
    // "Branding" stems to "brand", and a company's brand ("brand identities", "our brand") is no skill.
    .concat(['brand'])
    .map(toKey),
)

function addEntry(
  label: string,
  category: Category,
  aliases: string[],
  multiwordOnly: boolean,
  casedWords = false,
): void {
  // A broad-taxonomy concept that shares a label with a known skill adds its phrasings to that skill.
  const known = multiwordOnly
    ? aliases.map((a) => keys.get(toKey(a))).find((hit) => hit && !(hit[1] & KEY_MULTIWORD_ONLY))
    : undefined
  if (known) {
    // A practice named exactly (curatedAcronymSkills) takes only the concept's phrasings in the words of its own
    // label and of the labels it shares: its looser relatives ("fault tree analysis" beside FMEA, "analytical
    // chemistry techniques" beside HPLC, "meet regulatory requirements" beside GLP) are other practices, and
    // would credit a resume with the exact one; they are left out.
    const shared = aliases.map(toKey).filter((key) => keys.get(key)?.[0] === known[0])
    const words = new Set([toKey(label), ...shared].flatMap((key) => key.split(' ')))
    const inWords = (key: string) => !exact.has(known[0]) || key.split(' ').every((w) => words.has(w))
    for (const key of aliases.map(toKey))
      if (key.includes(' ') && !keys.has(key) && !blocked.has(key) && inWords(key))
        keys.set(key, [known[0], KEY_MULTIWORD_ONLY])
    return
  }
  // A hand-written skill whose label a source before it already names adds its phrasings to that skill, so
  // one skill never has two ids ("Order picking" is the curated Order fulfillment).
  const same = multiwordOnly ? undefined : keys.get(toKey(label))
  if (same && !(same[1] & KEY_MULTIWORD_ONLY)) {
    for (const key of aliases.map(toKey))
      if (key && !keys.has(key) && !blocked.has(key)) keys.set(key, [same[0], cased.has(key) ? KEY_CASED : 0])
    return
  }
  const fresh = aliases
    .map(toKey)
    .filter((key) => key && !keys.has(key) && !blocked.has(key) && (!multiwordOnly || key.includes(' ')))
  if (fresh.length === 0) return
  let id = skillId(label)
  while (ids.has(id)) id += '_'
  ids.add(id)
  // ESCO writes labels in lower case ("acute care"); show them like the curated ones.
  const display = multiwordOnly ? label.charAt(0).toUpperCase() + label.slice(1) : label
  const index = entries.push([id, display, catCode[category]]) - 1
  for (const key of new Set(fresh)) {
    keys.set(key, [
      index,
      (cased.has(key) || (casedWords && !key.includes(' ')) ? KEY_CASED : 0) |
        (multiwordOnly ? KEY_MULTIWORD_ONLY : 0),
    ])
  }
}

// Words common in ESCO's English descriptions and labels (compared by stem): a product name made only of such
// words ("Spreadsheet software", "Explorer Engineer") is too ambiguous to match.
const wordCounts = new Map<string, number>()
const escoSkills = csvObjects('esco-1.1.1/skills_en.csv')
for (const skill of escoSkills)
  for (const word of `${skill.description} ${skill.altLabels}`.match(/\b[a-z]+\b/g) ?? []) {
    const stemmed = stem(word)
    wordCounts.set(stemmed, (wordCounts.get(stemmed) ?? 0) + 1)
  }
// Words of job titles ("Analyst", "Engineer", "Partner") are roles, never product names on their own.
for (const [, title] of tsv('onet-29.2/Alternate Titles.txt'))
  for (const word of title!.toLowerCase().match(/\b[a-z]+\b/g) ?? []) wordCounts.set(stem(word), 99)
const isCommonWord = (phrase: string) =>
  tokenize(phrase).every((t) => (wordCounts.get(stem(t.lower)) ?? 0) >= 2 || t.lower.length < 3)

for (const [label, category, ...aliases] of [
  ...curatedSkills,
  ...curatedOccupationSkills,
  ...curatedJobAdSkills,
])
  addEntry(label, category, [label, ...aliases], false)
// Human languages by their English names, as "X language" ("Irish language skills") and in their own tongue
// ("isiZulu", "te reo").
for (const name of languageNames) addEntry(name, 'domain', languageForms(name), false)
for (const [label, category, ...aliases] of curatedAcronymSkills) {
  addEntry(label, category, [label, ...aliases], false)
  exact.add(keys.get(toKey(label))![0])
}

const offlineCv = JSON.parse(read('offlinecv/jd-match-skills.json')) as {
  skills: { label: string; aliases: string[]; category: string }[]
}
for (const skill of offlineCv.skills) {
  const domain =
    /Leadership|Product/.test(skill.category) &&
    !/Figma|Sketch|Jira|Linear|Notion|Confluence/.test(skill.label)
  addEntry(skill.label, domain ? 'domain' : 'tool', [skill.label, ...skill.aliases], false)
}

const linguist = JSON.parse(read('linguist/languages.json')) as {
  languages: { name: string; type: string; aliases?: string[] }[]
}
for (const lang of linguist.languages) {
  if (lang.type !== 'programming') continue
  // Short aliases are file extensions; those that are also words of speech ("Inc" for PHP, "bat", "gas", "bro")
  // are those words in prose.
  const aliases = (lang.aliases ?? []).filter((a) => a.length > 3 || wordRank(a) >= 10000)
  const names = [lang.name, ...aliases].filter(
    (n) => n.length > 1 && (cased.has(toKey(n)) || !isCommonWord(n)),
  )
  addEntry(lang.name, 'tool', names, false)
}

// O*NET products (deduplicated: each appears once per occupation): "Microsoft Excel", "HubSpot software", "Amazon Web Services AWS CloudFormation".
const vendors =
  /^(microsoft|adobe( systems)?|google|intuit|oracle|ibm|sap|amazon web services|amazon|apache|autodesk|atlassian|cisco|epic systems|salesforce|meta|apple|dassault systemes|sage|infor|hubspot|zoho)\s+/i
const products = new Set(tsv('onet-29.2/Technology Skills.txt').map(([, example]) => example!))
// Two leading words that begin three or more different products name their maker or family ("Thomson Reuters
// Web of Science", "Thomson Reuters UltraTax CS"), not any one of them.
const leadThirds = new Map<string, Set<string>>()
for (const example of products) {
  const words = tokenize(example.replace(/\s+software$/i, '').replace(vendors, '')).map((t) => t.raw)
  const lead = words.slice(0, 2).join(' ')
  if (words.length >= 4)
    leadThirds.set(lead, (leadThirds.get(lead) ?? new Set()).add(words[2]!.toLowerCase()))
}
const families = new Set([...leadThirds].filter(([, thirds]) => thirds.size >= 3).map(([lead]) => lead))
for (const example of products) {
  const bare = example.replace(/\s+software$/i, '').trim()
  // Placeholders such as "Spreadsheet software": ordinary words, capitalised only at the start.
  if (isCommonWord(bare) && !/\s\p{Lu}/u.test(bare)) continue
  const stripped = bare.replace(vendors, '')
  const aliases = [example, bare]
  if (stripped !== bare && !isCommonWord(stripped) && stripped.length > 2) aliases.push(stripped)
  // People name products by their distinctive part: "Thomson Reuters Westlaw" -> "Westlaw",
  // "Oracle Primavera P6 Enterprise Portfolio Project Management" -> "Primavera P6".
  const words = tokenize(stripped).map((t) => t.raw)
  const last = words.at(-1) ?? ''
  const namedByLast =
    words.length <= 3 && words.length > 1 && last.length >= 5 && /^\p{Lu}/u.test(last) && !isCommonWord(last)
  if (namedByLast) aliases.push(last)
  // Words before a distinctive last word are its maker ("Allen Bradley PanelView"), not the product.
  const lead = words.slice(0, 2).join(' ')
  if (words.length >= 3 && !namedByLast && !isCommonWord(lead) && !families.has(lead)) aliases.push(lead)
  // One-word product names count when capitalised, as names are ("Westlaw", not "huddle").
  addEntry(bare, 'tool', aliases, false, true)
}

// The field names come after the products, so a product they name ("Taleo", "SAP Concur") keeps its id and its rule
// that one word counts only capitalised, and takes their phrasings. Each new one is a name used exactly ("Kaizen",
// "Energy trading"): an ESCO concept sharing one of its names adds only phrasings in its words, not its looser
// relatives ("total quality management", "gas sector economics").
const beforeField = entries.length
for (const [label, category, ...aliases] of curatedFieldSkills)
  addEntry(label, category, [label, ...aliases], false)
for (let index = beforeField; index < entries.length; index++) exact.add(index)

// ESCO: noun-phrase labels; verb-led competences lose their verb ("perform classroom management").
const firstWords = new Map<string, number>()
for (const skill of escoSkills)
  if (skill.skillType === 'skill/competence') {
    const first = skill.preferredLabel!.split(' ')[0]!
    firstWords.set(first, (firstWords.get(first) ?? 0) + 1)
  }
const functionWords =
  /^(out|to|on|in|with|for|the|a|an|and|up|of|by|at|from|about|into|as|or|that|after|over|under|off)\b/
const transversal = new Set(
  csvObjects('esco-1.1.1/transversalSkillsCollection_en.csv').map((row) => row.conceptUri),
)
const digital = new Set(csvObjects('esco-1.1.1/digitalSkillsCollection_en.csv').map((row) => row.conceptUri))
// Each concept's own name ("first aid") belongs to that concept: another concept whose label says it, or says
// it after a verb ("administer first aid", of "apply first response", pre-hospital emergency care), names
// something else, broader or nearby, and would take the name wherever it comes first.
const conceptNames = new Map(escoSkills.map((skill) => [toKey(skill.preferredLabel!), skill.conceptUri!]))
const namesOther = (noun: string, uri: string) => (conceptNames.get(toKey(noun)) ?? uri) !== uri
for (const skill of escoSkills) {
  const labels = [skill.preferredLabel!, ...skill.altLabels!.split('\n'), ...skill.hiddenLabels!.split('\n')]
  const isVerb = (word: string) => (firstWords.get(word) ?? 0) >= 5 && skill.skillType === 'skill/competence'
  // A label opening with two words of the preferred label's noun object opens with a noun, not a verb:
  // "harvest costs estimating" (of "estimate harvest costs") keeps "harvest", not shrinking to "costs estimating".
  const [verb, ...object] = skill.preferredLabel!.trim().split(' ')
  const objectKey =
    isVerb(verb!) && !functionWords.test(object.join(' ')) ? ` ${toKey(object.join(' '))} ` : ''
  const opensWithObject = (words: string[]) => objectKey.includes(` ${toKey(words.slice(0, 2).join(' '))} `)
  const nouns = new Set<string>()
  for (const raw of labels) {
    const label = raw.trim()
    if (!label || label.length > 60) continue
    const [first, ...rest] = label.split(' ')
    if (isVerb(first!) && !opensWithObject([first!, ...rest])) {
      const remainder = rest.join(' ')
      if (rest.length >= 2 && !functionWords.test(remainder)) nouns.add(remainder)
    } else nouns.add(label)
  }
  // The first noun is the concept's own label; its alternatives give way to other concepts' names.
  for (const noun of [...nouns].slice(1)) if (namesOther(noun, skill.conceptUri!)) nouns.delete(noun)
  const category: Category = transversal.has(skill.conceptUri!)
    ? 'soft'
    : digital.has(skill.conceptUri!)
      ? 'tool'
      : 'domain'
  const display = [...nouns][0]
  if (display)
    addEntry(
      display,
      category,
      [...nouns].filter((n) => n.split(' ').length <= 5),
      true,
    )
}

const implies = curatedImplies.map(([from, to]) => {
  const pair = [keys.get(toKey(from))?.[0], keys.get(toKey(to))?.[0]]
  if (pair[0] === undefined || pair[1] === undefined)
    throw new Error(`Unknown skill in implication ${from} -> ${to}`)
  return pair as [number, number]
})
for (const [label, shown] of curatedDisplayNames) {
  const entry = entries.find((e) => e[1] === label)
  if (!entry) throw new Error(`Unknown skill to show as ${shown}: ${label}`)
  entry[1] = shown
}
const lines = (rows: (string | number)[][]) => rows.map((row) => row.join('\t')).join('\n')
const maxTokens = (all: Iterable<string>) => Math.max(...[...all].map((key) => key.split(' ').length))
const skillsFile: SkillsFile = {
  entries: lines(entries),
  keys: lines([...keys].map(([key, [index, flags]]) => [key, index * 4 + flags])),
  maxTokens: Math.min(6, maxTokens(keys.keys())),
  implies: lines(implies),
}
mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'skills.json'), JSON.stringify(skillsFile))

// Job titles: O*NET occupations with their alternate, short and reported titles, keyed like skills.
const occupations: [string, string][] = []
const occIndex = new Map<string, number>()
for (const [code, title] of tsv('onet-29.2/Occupation Data.txt'))
  occIndex.set(code!, occupations.push([code!, title!]) - 1)
const titleKeys = new Map<string, number>()
const addTitle = (code: string, title: string) => {
  const key = toKey(title)
  const index = occIndex.get(code)
  if (key && index !== undefined && title !== 'n/a' && !titleKeys.has(key)) titleKeys.set(key, index)
}
for (const [code, title] of occupations) addTitle(code, title)
for (const [code, title, short] of tsv('onet-29.2/Alternate Titles.txt')) {
  addTitle(code!, title!)
  addTitle(code!, short!)
}
for (const [code, title] of tsv('onet-29.2/Sample of Reported Titles.txt')) addTitle(code!, title!)
for (const [title, code] of curatedTitles) addTitle(code, title)
const titlesFile: TitlesFile = {
  occupations: lines(occupations),
  keys: lines([...titleKeys]),
  maxTokens: Math.min(8, maxTokens(titleKeys.keys())),
}
writeFileSync(join(outDir, 'titles.json'), JSON.stringify(titlesFile))
console.log(
  `skills: ${entries.length} entries, ${keys.size} keys; titles: ${occupations.length} occupations, ${titleKeys.size} keys`,
)
