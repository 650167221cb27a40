import { describe, expect, it } from 'vitest'
import { toKey } from '../text/to-key.ts'
import { findCandidateSkills } from './find-candidate-skills.ts'

const labels = (clause: string, isRequirement = true) =>
  findCandidateSkills(clause, new Set(), isRequirement).map((s) => s.label)

describe('findCandidateSkills', () => {
  it('reads an acronym ending in a capital S as its own name, not the plural of a shorter one', () => {
    expect(labels('Paediatric life support (PBLS/APLS or equivalent)')).toContain('APLS')
    expect(labels('Paediatric life support (PBLS/APLS or equivalent)')).not.toContain('APL')
  })

  it('reads an acronym written alone and inside a longer name once, by the longer name', () => {
    expect(labels('Knowledge of EU MDR and EU IVDR')).toEqual(['EU MDR', 'EU IVDR'])
  })

  it('reads what a requirement asks knowledge about', () => {
    expect(labels('Have knowledge about hydraulics and pumps')).toContain('Hydraulics')
  })

  it('reads the products a field of wanted things or tools lists by name alone', () => {
    expect(labels('- Nice to have: Python, Dagster or Airflow, Fivetran', false)).toEqual(
      expect.arrayContaining(['Dagster', 'Fivetran']),
    )
    expect(labels('Tools: Jira, the shared drive and Confluence', false)).not.toContain('the shared drive')
  })

  it("reads a credential's issuer glued in brackets and its grade's letter as part of its name", () => {
    expect(labels('SCYM(ASCP) certification or eligibility')).toEqual(['SCYM(ASCP)'])
    expect(labels('PSIRA Grade A registration')).toEqual(['PSIRA Grade A'])
  })

  it('reads a regulation cited by agency, title and part as one skill, never in pieces', () => {
    expect(labels('Compliance with FDA 21 CFR Part 11 and ISO 13485')).toEqual(
      expect.arrayContaining(['FDA 21 CFR Part 11', 'ISO 13485']),
    )
    expect(labels('Compliance with FDA 21 CFR Part 11 and ISO 13485')).not.toContain('FDA 21')
    expect(labels('Compliance with FDA 21 CFR Part 11 and ISO 13485')).not.toContain('CFR Part 11')
    expect(labels('Keep hazard communication to 29 CFR 1910.1200', false)).toEqual(['29 CFR 1910.1200'])
    // A resume that cites the rule without its agency shows it too.
    const [cited] = findCandidateSkills('Working knowledge of FDA 21 CFR Part 820', new Set(), true)
    expect(cited!.id.slice(7).split('|')).toContain(toKey('21 CFR Part 820'))
  })

  it('names the craft a graded experience asks for without its grade or the word experience', () => {
    expect(labels('- Proven ladder rigging experience, ideally with a time-served background')).toEqual([
      'Ladder rigging',
    ])
  })

  it('names a rule set by its acronym and the word that finishes its proper name', () => {
    expect(labels('Report resources under the JORC Code', false)).toEqual(['JORC Code'])
    expect(labels('Familiarity with reporting under the JORC Code')).toEqual(['JORC Code'])
  })

  it('reads what a requirement asks for when the lexicon lacks it', () => {
    expect(labels('- Experience in assay development')).toEqual(['Assay development'])
    expect(labels('Two years of event planning experience are required')).toEqual(['Event planning'])
    expect(labels('Hands-on protein expression and purification')).toEqual(['Protein expression'])
    // The setting of the experience is not a skill.
    expect(labels('2 years of inspection experience in a machine shop')).toEqual([])
    expect(labels('Experience in a fast-paced restaurant')).toEqual([])
    expect(labels('1+ year of small-animal clinical experience')).toEqual([])
    expect(labels('3 years of grant writing experience')).toEqual(['Grant writing'])
    // "Professional" says the experience was paid work; the field is what is asked.
    expect(labels('Four years of professional stage lighting experience')).toEqual(['Stage lighting'])
    // An understanding, an exposure or a training asks for its object as knowledge and experience do.
    expect(labels('- Understanding of wound staging')).toEqual(['Wound staging'])
    expect(labels('Exposure to tariff classification is helpful')).toEqual(['Tariff classification'])
    expect(labels('Formal training in kiln operation')).toEqual(['Kiln operation'])
    // A requirement that opens with its field asks for that field; a duty that does is not a requirement.
    expect(labels('Tile setting experience is a plus')).toEqual(['Tile setting'])
    expect(labels('- Grant compliance knowledge preferred')).toEqual(['Grant compliance'])
    expect(labels('Tile setting experience is a plus', false)).toEqual([])
    expect(labels('Prior experience in retail is a plus')).toEqual([])
    // A word for the course of a career grades the experience; the field is the skill.
    expect(labels('6+ years of progressive tenant relations experience')).toEqual(['Tenant relations'])
    expect(labels('4 years of relevant soil testing experience')).toEqual(['Soil testing'])
    expect(labels('10 years of progressive merchandising experience')).not.toContain(
      'Progressive merchandising',
    )
  })

  it('reads acronyms and product names with their capitalised words, not places or pay terms', () => {
    expect(labels('Experience with HPLC and LIMS')).toEqual(['HPLC', 'LIMS'])
    expect(labels('Familiar with Opera PMS')).toEqual(['Opera PMS'])
    expect(labels('CompTIA A+ certification (Network+ preferred)')).toEqual(['CompTIA A+'])
    expect(labels('Remote within the US, CET hours, OTE $180,000')).toEqual([])
    expect(labels('Dentrix preferred (Eaglesoft OK)')).toEqual([])
    expect(labels('PGY1 residency from an ALA-accredited program')).toEqual([])
    expect(labels('Run HPLC methods daily', false)).toEqual([])
    // In a duty, a tool is read when the duty says it is used.
    expect(labels('Record results in LIMS and route permits in the CAD system', false)).toEqual([
      'LIMS',
      'CAD',
    ])
    expect(labels('Collaborate with backend engineers on API contracts', false)).toEqual([])
    // A practice verb's two-word object names the trade's work (findDutyObjects).
    expect(labels('Perform daily hoof trims on the herd', false)).toEqual(['Hoof trims'])
    // A duty's practice is read even when its noun alone is a known skill's word (Agile's "sprint").
    expect(labels('- Run sprint planning, stand-ups and retros', false)).toEqual(['Sprint planning'])
    expect(labels('Measure parts using calipers, height gages and the CMM', false)).toEqual(['CMM'])
  })

  it('names a credential in sentence case and drops the board that grants it', () => {
    expect(labels('- CRCST (HSPA) or CSPDT (CBSPD) certification')).toEqual([
      'CRCST certification',
      'CSPDT certification',
    ])
    expect(labels('Registered Respiratory Therapist (RRT) credential')).toEqual([
      'Registered respiratory therapist credential',
    ])
    // Outside a credential, capitals in parentheses are a product ("ERP (SAP)").
    expect(labels('Experience with ERP (SAP)').length).toBe(2)
  })

  it('reads no capitalised everyday word alone as a product', () => {
    expect(labels('- Strong Flow skills')).toEqual([])
    expect(labels('Experience with Koha')).toEqual(['Koha'])
  })

  it('reads capitals joined by a hyphen as one credential', () => {
    expect(labels('ASHA CCC-SLP (clinical fellows welcome)')).toEqual(['ASHA', 'CCC-SLP'])
    // A lower-case word after the hyphen still makes the acronym a qualifier.
    expect(labels('MLIS from an ALA-accredited program')).toEqual(['MLIS'])
  })

  it('reads no time as a skill', () => {
    expect(labels('Or able to get certified in your first month')).toEqual([])
    expect(labels('Trained in the first 90 days')).toEqual([])
    expect(labels('Trained in the first responder protocols')).toEqual(['First responder protocols'])
  })

  it('reads no record or ability of something as a skill', () => {
    expect(labels('- Proven record of growing revenue and developing people')).toEqual([])
    expect(labels('- Strong ability to stand for long shifts')).toEqual([])
    expect(labels('- Strong quality inspection skills')).toEqual(['Quality inspection'])
  })

  it('reads no agency or record as a skill, but keeps a credential an agency numbers', () => {
    expect(labels('Knowledge of FDA and EPA rules; pass a DOT physical and a clean MVR')).toEqual([])
    expect(labels('1 year of OTR or regional experience')).toEqual([])
    expect(labels('Experience with federal grants (HUD, SBA) is a plus')).toEqual(['Federal grants'])
    expect(labels('EPA 608 Universal certification')).toEqual(['EPA 608 Universal'])
  })

  it('reads the examples a requirement lists, and a kind of system named by a trade word', () => {
    expect(labels('Hands-on lab experience (pipetting, balances, sample preparation)')).toEqual([
      'Sample preparation',
    ])
    expect(labels('Experience with a ticketing system')).toEqual(['Ticketing system'])
    // The examples of a skill the requirement names are its parts.
    expect(labels('Deep MySQL knowledge (index tuning, replication)')).toEqual(['MySQL'])
    expect(labels('Knowledge of sheet-metal layout (flat patterns, hem allowances)')).toEqual([
      'Sheet-metal layout',
    ])
    expect(labels('3+ years of service design (CX/EX) experience')).toContain('CX')
    expect(labels('Experience with similar systems')).toEqual([])
  })

  it('never reads the company or the title as a skill', () => {
    const seen = new Set([toKey('Whitfield & Crane LLP')])
    expect(findCandidateSkills('Run UCC searches for Crane LLP', seen, true).map((s) => s.label)).toEqual([
      'UCC filings',
    ])
  })

  it('keeps every word of a credential named in capitals, up to the verb that asks for it', () => {
    expect(labels('NFPA Fire Inspector and Plans Examiner certification preferred')).toEqual([
      'NFPA fire inspector and plans examiner certification',
    ])
    expect(labels('Must Hold Valid Oregon Limited Maintenance Electrician License')).toEqual([
      'Limited maintenance electrician license',
    ])
    // "and" beside a lone acronym joins two credentials; in lowercase a clause runs into the name.
    expect(labels('CWI and Marine Salvage Diver certification')).toEqual([
      'CWI certification',
      'Marine salvage diver certification',
    ])
    expect(labels('We will help you earn your ballast regulator operator certificate')).toEqual([
      'Ballast regulator operator certificate',
    ])
  })

  it('names a credential titled by its holder in full, in place of its acronym', () => {
    expect(labels('- Certified Grain Inspector (CGI), or able to earn it')).toEqual([
      'Certified Grain Inspector',
    ])
    expect(labels('Certified Boat and Hull Surveyor (CBHS) preferred')).toEqual([
      'Certified Boat and Hull Surveyor',
    ])
    expect(labels('Harbormaster Certified Pilot required')).toEqual(['Harbormaster Certified Pilot'])
    // Spelled out after its acronym, the name is the acronym's own.
    expect(labels('- CGI (Certified Grain Inspector) preferred')).not.toContain('Certified Grain Inspector')
    expect(labels('Write certified reports', false)).toEqual([])
  })

  it('reads a card a trade issues as a credential, but not a payment card', () => {
    expect(labels('- Valid Nevada crane rigger card')).toEqual(['Crane rigger card'])
    // "and" between two lowercase words is inside one name.
    expect(labels('Journeyman pipe and boiler card a plus')).toEqual(['Pipe and boiler card'])
    expect(labels('Reconcile the store and debit card statements', false)).toEqual([])
  })

  it('keeps a lowercase noun that finishes the name of an acronym, but not a container or a new clause', () => {
    expect(labels('Stake out lots using RTK layout control')).toEqual(['RTK layout control'])
    expect(labels('Score each lift using the NIOSH lifting guidelines')).toEqual(['NIOSH lifting guidelines'])
    expect(labels('Log every sample in the LIMS system')).toEqual(['LIMS'])
    expect(labels('Survey parcels using RTK to set corners')).toEqual(['RTK'])
    // The last of a list shares the noun with the others.
    expect(labels('Knowledge of USDA, FSIS and PMO guidelines')).not.toContain('PMO guidelines')
  })

  it('reads a credential without the state or the word "active"', () => {
    expect(labels('An active Wisconsin dental hygienist license')).toEqual(['Dental hygienist license'])
    expect(labels("Valid driver's license")).toEqual(["Driver's license"])
    expect(labels('CPC or CCS certification required')).toEqual(['CPC certification', 'CCS certification'])
    expect(labels('ASE certified technician')).toEqual(['ASE certification'])
    // "Certified" before a thing describes it; a course's length is not a credential's name.
    expect(labels('Prepare certified payroll reports')).toEqual([])
    expect(labels('Current 8-hour HAZWOPER refresher certification')).toContain(
      'HAZWOPER refresher certification',
    )
    // The abbreviation in parentheses repeats the words before it.
    expect(labels('A valid California Pupil Personnel Services (PPS) credential is required')).toEqual([
      'Pupil personnel services credential',
    ])
    expect(labels('Hazmat endorsement a plus')).toEqual(['Hazmat endorsement'])
    // Words that point back to a credential named before them name none of their own.
    expect(labels('ACME Level 2 ticket (or an equivalent certificate)')).not.toContain(
      'Equivalent certificate',
    )
    expect(labels('PQR certification, or other relevant hands-on certification')).toEqual([
      'PQR certification',
    ])
    expect(labels('Forklift licence or valid certificate')).not.toContain('Valid certificate')
  })

  it('lets a resume show a credential named by an acronym with the acronym alone', () => {
    const keys = (clause: string) => findCandidateSkills(clause, new Set(), true)[0]!.id.slice(7).split('|')
    expect(keys('Current ZQX safety certification required')).toContain(toKey('ZQX safety'))
    expect(keys('Hold an IATA DGR certificate (Category 6)')).toContain(toKey('IATA DGR'))
    // A plain name is no acronym: the job title it shares shows no licence.
    expect(keys('Active pharmacy technician license')).toEqual([toKey('pharmacy technician license')])
    expect(labels('Current California RCP license')).toEqual(['RCP license'])
    expect(labels('RRT credential from the NBRC')).toEqual(['RRT credential'])
    expect(labels('Certified Fleet Manager (CFM) through NAFA')).toEqual(['Certified Fleet Manager'])
    expect(labels('Run payroll through Gusto', false)).toEqual(['Gusto'])
    const welder = 'Structural Welder\nAWS D1.1 certification or a weld test'
    expect(
      findCandidateSkills('AWS D1.1 certification or a weld test', new Set(), true, welder).map(
        (s) => s.label,
      ),
    ).toEqual(['AWS D1.1 certification'])
    expect(labels('Current CPR and First Aid certification')).toContain('First aid')
  })

  it('reads the skill of a compound after a setting word', () => {
    expect(labels('3+ years of multifamily property management experience')).toEqual(['Property management'])
    expect(labels('6 months of cash handling or customer service experience')).toContain('Cash handling')
  })

  it('reads a wrapped requirement once, and a diploma is not a product', () => {
    expect(labels('Strong knowledge of medical terminology and anatomy')).toEqual(['Medical terminology'])
    expect(labels('High school diploma or GED')).toEqual([])
  })

  it('leaves vague single words, and returns a phrase the lexicon knows as that skill', () => {
    expect(labels('Nice to have: experience with payments')).toEqual([])
    const ids = findCandidateSkills('Experience with Python or R', new Set(), true).map((s) => s.id)
    expect(ids).toEqual(['python'])
  })

  it('drops grades, partial numbers and two-part hyphenated modifiers from what it reads', () => {
    expect(labels('Familiarity with low-flow groundwater sampling')).toEqual(['Groundwater sampling'])
    expect(labels('State Water Treatment Operator Grade II certificate (Grade III preferred)')).toEqual([
      'Water treatment operator certificate',
    ])
    expect(labels('Ability to Commute: Asheville, NC 28801 (Required)')).toEqual([])
    // Three parts or a one-letter part make a name of their own.
    expect(labels('Experience with end-of-line systems')).toEqual(['End-of-line systems'])
  })

  it('reads a product with a plain capitalised name at the end of a duty, but not an everyday word', () => {
    expect(labels('Run payroll every two weeks through Gusto', false)).toEqual(['Gusto'])
    expect(labels('Data imports and cleanup with Data Loader, including deduplication', false)).toEqual([
      'Data Loader',
    ])
    expect(labels('Automation with Flow', false)).toEqual([])
    // A capitalised name keeps its last word even when that word alone is generic.
    expect(labels('Cut and master each episode in Studio Tools', false)).toEqual(['Studio Tools'])
  })

  it("reads the second of two names joined after a tool's preposition, but not a place", () => {
    expect(labels('Check citations using Quillbase and Lexora', false)).toEqual(['Quillbase', 'Lexora'])
    expect(labels('Visit families in the North End and Pierce County', false)).toEqual([])
  })

  it('reads an acronym with the record or method a duty names by it', () => {
    expect(labels('Write daily DAP notes after each session', false)).toEqual(['DAP notes'])
    expect(labels('Support the crew with some HMI programming', false)).toEqual(['HMI programming'])
  })

  it('reads a branded name after "in" or "use" in a duty, but not a place or a degree\'s field', () => {
    expect(labels('Log every visit in Harbor ChartPro and close notes daily', false)).toEqual([
      'Harbor ChartPro',
    ])
    expect(labels('Track tickets in ServiceDesk, not email', false)).toEqual(['ServiceDesk'])
    expect(labels('Use Tidewater Field Suite for inspections', false)).toEqual(['Tidewater Field Suite'])
    expect(labels('Serve clients in Fort Collins and nearby towns', false)).toEqual([])
    expect(labels('Visit sites in Larimer County weekly', false)).toEqual([])
    expect(labels("A bachelor's degree in Marine Biology", false)).toEqual([])
    expect(labels('Cover shifts in Denver', false)).toEqual([])
  })

  it('reads one rare capitalised name where a duty keeps its work, and a system named in parentheses', () => {
    const doc = 'Paralegal\nGreenfield Law · Spokane, WA\nKeep every deadline in Lexwise'
    expect(
      findCandidateSkills('Keep every deadline in Lexwise', new Set(), false, doc).map((s) => s.label),
    ).toEqual(['Lexwise'])
    expect(labels('Post receipts into Quillbook and file the originals', false)).toEqual(['Quillbook'])
    // A place: written before its state elsewhere in the ad, a state, or where a hiring sentence puts the job.
    expect(findCandidateSkills('Meet clients in Spokane', new Set(), false, doc)).toEqual([])
    expect(labels('Inspect homes in Nebraska', false)).toEqual([])
    expect(labels('Larkspur is hiring a paralegal for our office in Spokane', false)).toEqual([])
    expect(labels('Enter orders in the point-of-sale system (Tillwright)', false)).toEqual(['Tillwright'])
  })

  it('drops the words around an item that are not its name', () => {
    // The joining word after a list's last comma, whose the credential is, a word of welcome, a manner of work.
    expect(labels('- Training in a reading program (Lexia, Wilson, or DIBELS) preferred')).not.toContain(
      'Or DIBELS',
    )
    expect(labels('Bring your radiation safety certificate')).toEqual(['Radiation safety certificate'])
    expect(labels('- Lived experience of foster care valued')).toEqual(['Foster care'])
    expect(labels('- 2 years of hands-on dairy herd experience')).toEqual(['Dairy herd'])
  })

  it("reads a site's place as no product", () => {
    expect(labels('We ship parts from our warehouse in Fayetteville.', false)).toEqual([])
    expect(labels('The bridge between a frustrated pharmacist in Kumasi and our engineers.', false)).toEqual(
      [],
    )
    expect(labels('Record results in Veeva.', false)).toEqual(['Veeva'])
  })

  it('reads no liking as an example list, and no pay as a skill', () => {
    expect(labels('- You like rebuilding gearboxes and can chat with any customer')).toEqual([])
    expect(labels('Ability to speak Vietnamese (language pay of $90/month)')).toEqual([])
  })

  it("keeps a standard's five-digit number, but not a ZIP code after a state", () => {
    expect(labels('- Aerospace (ISO 45001) experience preferred')).toEqual(['ISO 45001'])
    expect(labels('Office in Salem, OR 97301, NRP preferred')).toEqual(['NRP'])
  })

  it("drops the abbreviation of a credential's name and the state before its acronym", () => {
    expect(labels('- Valid Nevada School Nurse Services Credential (SNS)')).toEqual([
      'School nurse services credential',
    ])
    expect(labels('Holds an Oregon OTA license')).toEqual(['OTA license'])
  })

  it('reads a group the duty takes part in or deals with as no tool', () => {
    expect(labels('Take part in PLCs and staff meetings', false)).toEqual([])
    expect(labels('Share scores with the ARD.', false)).toEqual([])
    expect(labels('Log every repair in the CMMS', false)).toEqual(['CMMS'])
  })

  it('reads no industry as a skill, and no title a credential confers beside it', () => {
    expect(labels('- 6+ years of payroll experience, including hospitality industry experience')).toEqual([])
    expect(labels('NCCT certification (NCMA) preferred')).toEqual(['NCCT certification'])
  })

  it("keeps a credential's own first word, and drops only a state before it", () => {
    expect(labels('- Water treatment operator certificate')).toEqual(['Water treatment operator certificate'])
    expect(labels('- Registered dietitian credential')).toEqual(['Registered dietitian credential'])
    expect(labels('- Current Washington State paramedic certification')).toEqual(['Paramedic certification'])
    expect(labels('- New Mexico pharmacist license')).toEqual(['Pharmacist license'])
    expect(labels('Pay per certified schedule')).toEqual([])
  })

  it("reads no place after the employer's sites, teams or street as a product", () => {
    const intro = (clause: string) => labels(clause, false)
    expect(intro('We run studios in Ashby Kelso and have grown every year')).toEqual([])
    expect(intro('Our advisers work from offices in Thornbury and Kelvedon')).toEqual([])
    expect(intro('with showrooms in Whitstable and Rye')).toEqual([])
    expect(intro('We began as one shop on Mill Street in Thornbury')).toEqual([])
    expect(labels('Office in Napier CBD, two days on site')).toEqual([])
    // A product after "in" is still one.
    expect(intro('Track matters in Clio')).toEqual(['Clio'])
  })

  it('reads no place after what the employer is or builds, and no fragment that ends in an adverb', () => {
    const intro = (clause: string) => labels(clause, false)
    expect(intro('Brackenfield is a digital agency in Ferncliffe South')).toEqual([])
    expect(intro('We need two bricklayers for a phase of 60 homes in Dunmarsh')).toEqual([])
    expect(intro('We trim cows on dairy farms in Wendholt and Arnsby')).toEqual([])
    expect(labels('- Working off scaffold safely and tidily')).toEqual([])
    expect(labels('- 3 years experience as pastry chef in a hotel')).toEqual([])
  })

  it('reads no requirement fragment as a skill', () => {
    // A duty's verb with whom is no grade of a skill.
    expect(labels('- Working closely with planners and the store teams')).toEqual([])
    expect(labels('- Working with editors to shape stories')).toEqual([])
    expect(labels('Working knowledge of kiln stacking')).toEqual(['Kiln stacking'])
    // How many is no part of what.
    expect(labels('Five years of ERP experience, including two or more full-cycle rollouts')).toEqual(['ERP'])
    // A list that runs into the next requirement.
    expect(
      labels('Tools such as Xero or MYOB, or prior experience with Ontario or provincial payroll law'),
    ).not.toContain('Experience with Ontario')
    // A clause that runs into a credential's noun.
    expect(labels('- Coaching refresher lessons for full licence holders')).toEqual([])
  })

  it('names an acronym the ad defines by its long name, as recruiters list it', () => {
    const ad = 'We run Know Your Customer (KYC) checks on every client.\n- Support KYC reviews'
    const read = (clause: string) => findCandidateSkills(clause, new Set(), true, ad).map((s) => s.label)
    expect(read('- Support KYC reviews')).toEqual(['Know your customer'])
    // Hyphenated words give an initial each.
    const hyphen = 'Counter-Terrorist Financing (CTF) screening'
    expect(findCandidateSkills(hyphen, new Set(), true, hyphen).map((s) => s.label)).toEqual([
      'Counter-terrorist financing',
    ])
    // An acronym the ad does not define stays as written.
    expect(labels('- Support KYC reviews')).toEqual(['KYC'])
  })

  it("reads a board's credential for the title it confers as one credential", () => {
    expect(labels('- NCCT certification as a Phlebotomy Technician (NCPT) required')).toEqual([
      'NCCT NCPT certification',
    ])
  })

  it('reads no duty clause as a skill: a person in it, a verb with its object, the experience of doing', () => {
    expect(
      labels("- A full, clean driving licence (you'll drive our vans, including the tipper)"),
    ).not.toContain("You'll drive our vans")
    expect(
      labels("- A full, clean driving licence (you'll drive our vans, including the tipper)"),
    ).not.toContain('Including the tipper')
    expect(labels('- Comfortable with physical work, including lifting and moving the patients')).toEqual([])
    expect(labels('1. Strong experience testing mobile apps for usability')).not.toContain(
      'Experience testing mobile apps',
    )
    expect(labels('- Three years of successful grant writing experience')).toEqual(['Grant writing'])
  })

  it('reads one rare word that names a field or a craft, not an adjective, a thing or a vague word', () => {
    expect(labels('- 2+ years of cytology experience in a clinical lab')).toEqual(['Cytology'])
    expect(labels('- Experience in joinery or cabinet making')).toContain('Joinery')
    expect(labels('- 3 years of pneumatics experience')).toEqual(['Pneumatics'])
    expect(labels('- 2 years of supervisory experience')).toEqual([])
    expect(labels('- Experience with attics and crawl spaces')).not.toContain('Attics')
    expect(labels('- 2 years of retail experience')).toEqual([])
  })

  it('reads the practices a bullet lists in lowercase gerunds, in duties and requirements', () => {
    expect(labels('- Brazing, deburring, re-threading pipe and valve sizing', false)).toEqual([
      'Brazing',
      'Deburring',
      'Valve sizing',
    ])
    expect(labels('- Strong skills in splicing, terminating and repairs')).toEqual([
      'Splicing',
      'Terminating',
    ])
    expect(labels('- Expert video editing skills in Premiere')).toContain('Video editing')
    expect(labels('- Checking stock and advising the team', false)).toEqual([])
  })

  it("reads the products a requirement's list or a duty's tools name after the first, and no country", () => {
    expect(labels('- Exposure to Bloomberg terminals or Calypso')).toContain('Calypso')
    expect(labels('- Help roll out new tools (Chorus, CPQ)', false)).toEqual(
      expect.arrayContaining(['Chorus', 'CPQ']),
    )
    expect(labels('- Knowledge of statutory reporting in Singapore, Malaysia or the Philippines')).toEqual([
      'Statutory reporting',
    ])
  })

  it('reads a country, a state or a name listed with one as a place, never a skill', () => {
    expect(labels('We are a team of 25 in Malaysia and Penang.', false)).toEqual([])
    expect(labels('Concessions in Qatar and Ras Laffan', false)).toEqual([])
    expect(labels('Record readings in Maximo and Hexagon', false)).toHaveLength(2)
    // Where a credential is valid, in Australia's and Canada's states and provinces as in the US.
    expect(labels('Blue Card (Working with Children Check, Queensland)')).toEqual(['Blue card'])
    expect(labels('Security licence (New South Wales) or equivalent')).not.toContain('New South Wales')
  })

  it('reads the jobs of colleagues as no skill, but a credential named by its holder and a tool as theirs', () => {
    expect(labels('Lead a team of four (senior accountant, AP clerk, payroll officer)')).not.toEqual(
      expect.arrayContaining(['Senior accountant']),
    )
    expect(labels('Work alongside Industrial Electricians and Industrial Mechanics', false)).toEqual([])
    expect(labels('ICC Residential Building Inspector certification')).toHaveLength(1)
    expect(labels('Experience with an impact driver and a die grinder')).toEqual(
      expect.arrayContaining(['Impact driver']),
    )
  })

  it('reads a course certificate named by a known practice as that practice, a licence to practise as a licence', () => {
    expect(labels('Food hygiene certificate (Level 2)')).toEqual(['Food safety'])
    expect(labels('CPR certified within 30 days')).toEqual(['CPR'])
    expect(labels('Teaching certificate for the state')).toEqual(['Teaching certification'])
    // A lowercase name cut at three words runs back to the start of the known skill it cuts.
    expect(labels('Current first aid and CPR certification')).toEqual(['CPR', 'First aid'])
    expect(labels('Barbering license a plus')).toEqual(['Barbering license'])
  })

  it('reads a credential once, with its name, never in fragments', () => {
    // An acronym glued to "certified", a card's colour grade, the kinds a named credential lists in parentheses.
    expect(labels('ABCT-certified practitioner preferred')).toEqual(['ABCT certification'])
    expect(labels('JIB Gold card preferred')).toEqual(['JIB card'])
    expect(labels('QXR certification (QXR-A, QXB or QXP)')).toEqual(['QXR certification'])
    // More words in the parentheses ask for more than the credential's kinds.
    expect(labels('RPR certification (CRR or RMR a plus)')).toEqual(['RPR certification', 'CRR', 'RMR'])
    // A holder's title followed by the credential's noun is named with the noun.
    expect(labels('Certified Applicator license is a plus')).toEqual(['Certified applicator license'])
    // An everyday word after "or" is another kind of the first name's credential, which is its maker's.
    expect(labels('SafeServe Food Handler or Manager certificate')).toEqual(['SafeServe certificate'])
    expect(labels('Basic or Advanced Life Support certification')).toEqual([
      'Advanced life support certification',
    ])
    expect(labels('CPC or CCS certification required')).toEqual(['CPC certification', 'CCS certification'])
  })

  it('reads a driving licence of a stated class whole, with no fragment of it', () => {
    expect(labels('NZ Class 2 licence or willing to get it within 6 months')).toEqual([
      "Class 2 driver's licence",
    ])
    expect(labels('Valid Class B Commercial Driver License with air brake endorsement')).toEqual([
      'Air brake endorsement',
      'CDL Class B',
    ])
    expect(labels("A Class 5 driver's licence, with the ability to obtain a Class 4 licence")).toEqual([
      "Class 5 driver's licence",
      "Class 4 driver's licence",
    ])
    expect(labels('Working at heights training')).not.toContain('At heights training')
  })

  it('reads no credential the employer or its site holds, nor the words of the sentence before a name', () => {
    expect(labels('Our plant is AS9100 certified')).toEqual([])
    expect(labels('We are an ISO 9001 certified shop')).toEqual([])
    expect(labels('Candidates who are ASE certified are preferred')).toEqual(['ASE certification'])
  })

  it("reads a ticket a requirement asks for as its practice, without the ticket's level, but no ticket of work", () => {
    expect(labels('Intermediate scaffolding ticket')).toEqual(['Scaffolding'])
    expect(labels('Must hold a current traffic control ticket')).toEqual(['Traffic control'])
    expect(labels('Close out service tickets in the app', false)).toEqual([])
  })

  it('reads no degree, school-leaving grade, time or aside as a skill', () => {
    expect(labels('BSc Honours or MSc in a life science, or GCSEs at grade C')).toEqual([])
    expect(labels('Available three shifts a week, including one weekend day')).toEqual([])
    expect(labels('Able to lift 25 kg (yes, cement bags are heavy)')).toEqual([])
    expect(labels('Good cheese knowledge is desirable')).not.toContain('Good cheese')
  })

  it('reads the place of a team as no product', () => {
    expect(labels('We are growing our survey team in Darwin', false)).toEqual([])
  })

  it('reads a name given as the example of a kind, or called a plus, as a product', () => {
    expect(labels('Nice to have: Quorvex or a similar fund system', false)).toContain('Quorvex')
    expect(labels('- Used Storypark or a similar platform')).toEqual(['Storypark'])
    expect(labels('Treyvo and Zentrik are a plus')).toEqual(expect.arrayContaining(['Treyvo', 'Zentrik']))
    expect(labels('NVQ Level 3 in Electrotechnical Services or equivalent')).not.toContain(
      'Electrotechnical Services',
    )
  })

  it('reads a system a duty sends its work to, but not a person', () => {
    expect(labels('Send scanned charts to QDMS for the coders', false)).toEqual(['QDMS'])
    expect(labels('Report concerns promptly to the DSL', false)).toEqual([])
  })

  it('reads no fragment of a sentence that opens or ends with a joining or answering word', () => {
    expect(
      labels(
        '- Ability to meet the fitness standard, including stamina, balance and reach, and to pass drugs and alcohol testing',
      ),
    ).toEqual(['Alcohol testing'])
    expect(labels('- Meals at most camps (some tents are cold, be warned)')).toEqual([])
    expect(
      labels('- Arrange fittings, deliveries and special orders, and make sure nothing is forgotten', false),
    ).toEqual([])
    expect(labels('- Trainees (apprentices - sorry, not this time)')).toEqual([])
    expect(labels('- Standard 4 ticket (or G2/G3 equivalent)')).toEqual(['Standard 4'])
    // Nor one that opens with a duty's verb, a grade of manner or whose it is.
    expect(labels('- Rig, focus and operate lighting for touring shows', false)).not.toContain(
      'Operate lighting',
    )
    expect(labels('- Hands-on programming experience on the Hog 4 desk')).not.toContain(
      'Hands-on programming',
    )
    expect(labels('- Own vehicle + licence')).toEqual([])
  })

  it('reads no date, day off or term of pay', () => {
    expect(
      labels('Our bakery is moving into a larger kitchen in February and we have a bench opening up', false),
    ).toEqual([])
    expect(labels('- Flexible hours, including weekends and public holidays')).toEqual([])
    expect(labels('- Award wages ($ per head or day rate, we can talk)')).toEqual([])
    expect(labels('Share your CV with current CTC and notice period')).toEqual([])
    expect(labels('- B.Tech / MCA')).toEqual([])
  })

  it("reads no body that makes rules or accredits, nor the employer's own paper", () => {
    expect(labels('- Follow all WSAA, conference and district rules', false)).toEqual([])
    expect(labels('- Security training from a recognised provider (PSETA accredited)')).toEqual([])
    const document =
      'Harrowgate Ferries Ltd runs the island crossings.\nOn completion you will hold a deck licence and a Harrowgate certificate.'
    // The licence is read without the verb and article that open the clause; the employer's certificate is not.
    expect(
      findCandidateSkills(
        'On completion you will hold a deck licence and a Harrowgate certificate.',
        new Set(),
        false,
        document,
      ).map((s) => s.label),
    ).toEqual(['Deck licence'])
  })

  it('reads no place after a named site, the people served or a region', () => {
    expect(
      labels(
        'For our family-run bistro Casa Lupo in Harbour Point (60 covers) we are looking for a cook.',
        false,
      ),
    ).toEqual([])
    expect(labels('We give free advice to people in Ashwick and North Dene on benefits', false)).toEqual([])
    expect(labels('Our foundry supplies castings to customers in Asia and Europe', false)).toEqual([])
    // A tool after a site's word that is no site ("in line with") is still read.
    expect(labels('Run colour team reviews in line with Shipley or APMP practice', false)).toEqual([
      'Shipley',
    ])
  })

  it('reads no acronym that is a piece of a reference code', () => {
    expect(labels('Reference number: 209-NURS-4471-B6')).toEqual([])
  })

  it('reads a code glued to its acronym as one name', () => {
    expect(labels('BRT(Q) or CDA(SA) credential holders are welcome')).toEqual(['BRT(Q)', 'CDA(SA)'])
    expect(labels('Experience preparing XYZ 610(j) submissions')).toEqual(['XYZ 610(j)'])
    expect(labels('Familiar with token standards (QRC-7721)')).toEqual(['Token standards', 'QRC-7721'])
    // The letters inside a code are no skill of their own: "R" of "KQ(LM)R".
    expect(labels('Act as an operator under KQ(LM)R rules')).toEqual(['KQ(LM)R'])
  })

  it('reads no skill in what a place or a firm has, and no product cut inside a word', () => {
    expect(labels("Knowledge of Harlow Creek's neighbourhoods and rural roads")).toEqual([])
    // "Outdoor" ends in "or", which is no list's joining word there.
    expect(labels('Collect logs using Quillbase Scout and Zentrix Outdoor tools', false)).toEqual([
      'Quillbase Scout',
      'Zentrix Outdoor',
    ])
  })

  it("reads no skill in a question word, a quantifier, a word said loudly, a postcode or a firm's legal form", () => {
    expect(labels('Price items using our guide and knowledge of what sells')).toEqual([])
    expect(labels('Experience with both direct and reverse method')).toEqual([])
    expect(labels('Plan the seedling production according to the sowing program', false)).toEqual([])
    expect(labels('At least 6 months hands-on with REAL clients, send photos of HEALED work')).toEqual([])
    const mail = 'Thank you\nDaugava Crew Management SIA\nKrasta iela 68, Rīga, LV-1019, Latvia'
    expect(findCandidateSkills('Daugava Crew Management SIA', new Set(), false, mail)).toEqual([])
    expect(findCandidateSkills('Krasta iela 68, Rīga, LV-1019, Latvia', new Set(), false, mail)).toEqual([])
    expect(labels('Valid SIA licence required')).toEqual(['SIA licence'])
    // Who asks for a credential is none of its name.
    expect(labels('Our principal requires HV certificate for the fleet')).toEqual(['HV certificate'])
  })

  it('reads "and/or" as a break between two names', () => {
    expect(labels('Hands-on experience with Quillbase and/or Zentrix')).toEqual(['Quillbase', 'Zentrix'])
  })

  it('reads the terms a markdown ad sets in bold inside its sentences', () => {
    expect(labels('- Build ledgers in **Quillbase** and tune **ledger tiering** jobs', false)).toEqual([
      'Quillbase',
      'Ledger tiering',
    ])
    // Bold that opens the line names a field or a heading.
    expect(labels('**Location:** Harbour Point, full-time', false)).toEqual([])
    expect(labels('**Shift pattern** four on, four off', false)).toEqual([])
    // The marks are read from the whole ad: the line read may have lost them with the board's chrome.
    const ad = '## Duties\n- Build ledgers in **Quillbase**\n- Tune Quillbase jobs'
    expect(findCandidateSkills('Tune Quillbase jobs', new Set(), false, ad).map((s) => s.label)).toEqual([
      'Quillbase',
    ])
  })

  it('reads no skill in a page, a code, an address, a reference number or an amount', () => {
    expect(labels('Bring a copy of page 31 · PAGE 31')).toEqual([])
    expect(labels('Apply under CLASS CODE 4412 by Friday')).not.toContain('CLASS CODE 4412')
    expect(labels('Unit 4, 12 Church Street, Parramatta NSW 2150')).toEqual([])
    const address = 'Apply to Private Mail Bag NAP 0412, Nadi Airport'
    expect(findCandidateSkills(address, new Set(), true, address)).toEqual([])
    expect(labels('Quote Competition No. RC-26-09 in your application')).toEqual([])
    expect(labels('Minimum 2 years’ experience repairing wheelchairs')).toEqual(['Wheelchair repair'])
    expect(labels('Norwood SA 5067 · Full time')).toEqual([])
    // Standards keep their body and number.
    expect(labels('Tiling to AS 3740 and EN 62305 surge protection')).toEqual(['AS 3740', 'EN 62305'])
  })

  it('reads no field of study listed after a degree or a school as a skill', () => {
    expect(
      labels(
        "Bachelor's degree relevant to the job (Commerce, Accountancy, Business Administration or Economics)",
      ),
    ).toEqual([])
    expect(labels('Graduated from vocational high school (Mechanical, Machinery, Mechatronics)')).toEqual([])
    expect(labels('Hands-on lab experience (pipetting, balances, sample preparation)')).toContain(
      'Sample preparation',
    )
  })

  it('reads no range of months, no place of an event or a season, and no side of a country as a skill', () => {
    expect(labels('- Willing to work nights during the harvest (Sept–Nov, Mar–May)')).toEqual([])
    expect(labels('- Comfort with OCT and visual fields')).toContain('OCT')
    expect(labels('We met you at the masterclass in Kuopio.', false)).toEqual([])
    expect(labels('We play four productions every season in Joensuu.', false)).toEqual([])
    expect(labels('We tour in Northern Norway and Eastern Finland.', false)).toEqual([])
  })

  it('reads an industry named by its acronym as where the experience was gained, no skill', () => {
    expect(labels('- 3+ years in customer success at a B2B SaaS company')).not.toContain('SaaS')
    expect(labels('- Minimum 4 years in purchasing, preferably in a FMCG or manufacturing company')).toEqual(
      [],
    )
    expect(labels('- BFSI domain experience')).toEqual([])
  })

  it("reads a certifying board's credential in place of the board's acronyms", () => {
    expect(
      labels('- Certification from the Board of Registered Polysomnographic Technologists (BRPT) required'),
    ).toEqual(['BRPT certification'])
    const interpreter = labels(
      '- Certified Interpreter with the Association of Visual Language Interpreters (AVLIC/AIV), or eligible',
    )
    expect(interpreter).toContain('AVLIC certification')
    expect(interpreter).not.toContain('AIV')
    expect(interpreter).not.toContain('AVLIC')
  })

  it("reads no capitalised word cut from a CamelCase product's name", () => {
    const found = labels('- Proficiency in GridLabz SimuCore and relay vendor software')
    expect(found).not.toContain('GridLabz Simu')
    expect(found).toContain('GridLabz SimuCore')
  })
})
