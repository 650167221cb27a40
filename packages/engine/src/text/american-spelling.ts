// ESCO and British, Irish, Australian and New Zealand ads write "colour", "centre", "moulding", "paediatric" and
// "modelling"; O*NET and American ads write "color", "center", "molding", "pediatric" and "modeling". Words are
// compared in American spelling, so a skill matches however the ad or the resume spells it. Only whole words
// and families listed here change: a pattern such as "-our" would also turn "hour" and "four" into other words.
const words: Record<string, string> = {
  behaviour: 'behavior',
  colour: 'color',
  favour: 'favor',
  flavour: 'flavor',
  harbour: 'harbor',
  honour: 'honor',
  humour: 'humor',
  labour: 'labor',
  neighbour: 'neighbor',
  odour: 'odor',
  rigour: 'rigor',
  rumour: 'rumor',
  tumour: 'tumor',
  vapour: 'vapor',
  vigour: 'vigor',
  endeavour: 'endeavor',
  armour: 'armor',
  centre: 'center',
  fibre: 'fiber',
  metre: 'meter',
  litre: 'liter',
  theatre: 'theater',
  calibre: 'caliber',
  lustre: 'luster',
  manoeuvre: 'maneuver',
  catalogue: 'catalog',
  analogue: 'analog',
  dialogue: 'dialog',
  defence: 'defense',
  offence: 'offense',
  mould: 'mold',
  moulding: 'molding',
  smoulder: 'smolder',
  jewellery: 'jewelry',
  jeweller: 'jeweler',
  judgement: 'judgment',
  acknowledgement: 'acknowledgment',
  ageing: 'aging',
  enrol: 'enroll',
  enrolment: 'enrollment',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  skilful: 'skillful',
  instalment: 'installment',
  grey: 'gray',
  sulphur: 'sulfur',
  plough: 'plow',
  kerb: 'curb',
  aluminium: 'aluminum',
  artefact: 'artifact',
  practise: 'practice',
  aeroplane: 'airplane',
  draughtsman: 'draftsman',
  draughting: 'drafting',
  cheque: 'check',
  pyjamas: 'pajamas',
}
// Plural and verb forms of the words above keep their ending ("colours", "centres", "moulded").
const inflected = new RegExp(`^(${Object.keys(words).join('|')})(s|es|ed|ing|er|ers|d)?$`)
// Medicine's Greek "ae" and "oe": paediatric, haematology, anaesthesia, orthopaedic, oesophagus, oedema.
const medical =
  /^(?:(orthop|p|gyn|h|leuk|an|encyclop)ae|(an)aes|(o)es(?=oph|trog)|(o)ed(?=ema)|(f)oet|(diarrh)oea)/
// British doubling of a final l before a suffix: "modelling", "travelled", "counsellor", "signalling".
const doubledL =
  /^(model|travel|cancel|label|counsel|signal|channel|fuel|level|tunnel|marshal|total|dial|jewel|panel|shovel|funnel|pedal|rival|refuel|initial|equal)l(ing|ed|er|ers|or|ors)$/
// "analyse", "paralysed", "catalysing": -yse is the British -yze.
const yse = /ys(e|ed|es|ing)$/

/** The word in American spelling, lower case in, lower case out. */
export function americanSpelling(word: string): string {
  const whole = inflected.exec(word)
  if (whole) return words[whole[1]!]! + (whole[2] ?? '')
  return word
    .replace(medical, (_all, ...groups: (string | undefined)[]) => {
      const [ae, aes, oes, oed, foet, oea] = groups
      if (ae !== undefined) return `${ae}e`
      if (aes !== undefined) return `${aes}es`
      if (oes !== undefined) return 'es'
      if (oed !== undefined) return 'ed'
      if (foet !== undefined) return 'fet'
      return `${oea}ea`
    })
    .replace(doubledL, '$1$2')
    .replace(yse, 'yz$1')
}
