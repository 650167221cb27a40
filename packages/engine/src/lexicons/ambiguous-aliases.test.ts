import { describe, expect, it } from 'vitest'
import { ambiguousAliasKeys } from './ambiguous-aliases.ts'
import { extractSkills } from './extract-skills.ts'
import { getLexicon } from './get-lexicon.ts'

const ids = (text: string, document?: string) => extractSkills(text, document).map((s) => s.id)

describe('ambiguous aliases', () => {
  it('reads "close" and "source" as sales and recruiting skills only beside their own words', () => {
    expect(ids('Closed the restaurant three nights a week')).not.toContain('closing-deals')
    expect(ids('Owned the month-end close for three entities')).toEqual(['month-end-close'])
    expect(ids('Closing $2M in new deals each quarter')).toContain('closing-deals')
    expect(ids('Sourced pipeline of $4M through webinars')).not.toContain('candidate-sourcing')
    expect(ids('Moved source control from SVN to Git')).toEqual(['git'])
    expect(ids('Sourcing engineers for hard-to-fill requisitions')).toContain('candidate-sourcing')
  })

  it('reads "close" before a word for working together as the adjective, not as closing deals', () => {
    expect(ids('Worked in close collaboration with the sales team')).not.toContain('closing-deals')
    expect(ids('Maintain close relationships with key accounts and pipeline')).not.toContain('closing-deals')
    expect(ids('Exceeded quota by closing 30% more')).toContain('closing-deals')
    expect(ids('Close sales and manage the pipeline')).toContain('closing-deals')
  })

  it("reads a library's collections as books, a finance team's as money owed", () => {
    const library = 'Youth Services Librarian\nBuilds the children and teen collections'
    expect(ids('Builds the children and teen collections', library)).toEqual([])
    const ar = 'AR Specialist\nCollections of past-due invoices'
    expect(ids('Collections of past-due invoices', ar)).toContain('accounts-receivable')
  })

  it('reads a broad phrase in everyday words as plain speech, a field name as a skill', () => {
    expect(ids('Ask questions and listen before proposing')).toEqual([])
    expect(ids('Legal research and physical therapy')).toEqual(['legal-research', 'physiotherapy'])
  })

  it('reads Epic as the health-record system only in a clinical document, never as Epic Games', () => {
    const nurse = 'Registered Nurse\nCharted patient care in Epic'
    expect(ids('Epic', nurse)).toEqual(['epic'])
    expect(ids('Epic', 'Game Developer\nUnity, C#, Epic')).toEqual([])
    expect(ids('Epic Games (Udemy)', 'Game Developer\nEpic Games (Udemy)\npatients in our game')).toEqual([])
  })

  it('reads Blueprints as drawings in the trades, not as Unreal visual scripting', () => {
    expect(ids('Blueprints', 'Game Developer\nUnreal Engine, Blueprints, construction of levels')).toEqual([])
    expect(ids('Read blueprints', 'Electrician\nRead blueprints')).toEqual(['blueprint-reading'])
    expect(ids('Blueprints', 'Commercial Electrician\nConduit, Blueprints')).toEqual(['blueprint-reading'])
  })

  it('keeps competing products and lookalikes apart', () => {
    expect(ids('Salesloft')).toEqual(['salesloft'])
    expect(ids('XLOOKUP')).toEqual(['xlookup'])
    expect(ids('Matched purchase orders to invoices')).toEqual(['purchase-orders'])
    expect(ids('B2B marketing campaigns')).not.toContain('b2b-sales')
    expect(ids('Branding')).toEqual(['brand-management'])
    expect(ids('Protect our brand')).toEqual([])
    expect(ids('Added monitoring for patients on the ward')).toEqual([])
    expect(ids('Added monitoring and alerting for production services on AWS')).toContain('observability')
    expect(ids('Monitor satellite imagery and issue storm alerts to clients')).not.toContain('observability')
    expect(ids('Install monitoring wells and log soil cores', 'Field Geologist')).not.toContain(
      'observability',
    )
  })

  it('reads user accounts, coached patients and a unit named Communications as no skill', () => {
    expect(ids('Reset passwords and manage accounts in Active Directory')).not.toContain('account-management')
    expect(ids('Manage accounts for key clients and grow renewals')).toContain('account-management')
    expect(ids('You will coach patients on home care')).not.toContain('mentoring')
    expect(ids('Coached two junior analysts')).toContain('mentoring')
    expect(ids('Coach grade 3 teachers through lesson study cycles')).not.toContain('mentoring')
    expect(ids('Coaches new teachers on classroom routines')).not.toContain('mentoring')
    expect(ids('Interview residents and caseworkers about the forms')).not.toContain('interviewing')
    expect(ids('Interview candidates for hourly roles')).toContain('interviewing')
    expect(ids('Franklin County 911 Communications Center')).toEqual([])
  })

  it('reads mentoring the job offers or the reader receives, and a coach that is a bus, as no mentoring skill', () => {
    expect(ids('New starters join a structured mentoring program in their first year')).not.toContain(
      'mentoring',
    )
    expect(ids("You'll be mentored by our senior estimators")).not.toContain('mentoring')
    expect(ids('We offer paid coaching toward your journeyman card')).not.toContain('mentoring')
    expect(ids('Experience driving a school bus, coach or shuttle van')).not.toContain('mentoring')
    expect(ids('Mentored four junior technicians')).toContain('mentoring')
    expect(ids('Coach new cashiers on the register')).toContain('mentoring')
  })

  it("reads coaching among a manager's staffing duties, and a coach who is a person, as no mentoring skill", () => {
    expect(ids('Hire, train and coach a crew of twelve')).not.toContain('mentoring')
    expect(ids('Recruiting, training, rostering and coaching')).not.toContain('mentoring')
    expect(ids('Supervise the head and assistant coaches')).not.toContain('mentoring')
    expect(ids('Settle disputes with referees, coaches and parents')).not.toContain('mentoring')
    expect(ids('Lead and coach the night shift')).toContain('mentoring')
    expect(ids('Mentor and coach two junior surveyors')).toContain('mentoring')
  })

  it("reads a machine's communications, a language's and a teacher's with parents as no communication skill", () => {
    expect(ids('Diagnose communications faults on the meters')).not.toContain('communication')
    expect(ids('Restore lost sensor communications after a storm')).not.toContain('communication')
    expect(ids('Fluent German communication with callers')).not.toContain('communication')
    expect(ids('Communicate weekly with parents about progress')).not.toContain('communication')
    expect(ids('Clear communication with patients and their families')).toContain('communication')
  })

  it('reads a presentation made as a document, or personal presentation, as no presentation skill', () => {
    expect(ids('Neat personal presentation and a friendly manner')).not.toContain('presentation-skills')
    expect(ids('Prepare board presentations in PowerPoint')).not.toContain('presentation-skills')
    expect(ids('Prepare and deliver presentations to community groups')).toContain('presentation-skills')
    expect(ids('Give presentations to new starters')).toContain('presentation-skills')
  })

  it('reads prioritized accounts, bare de-escalation and work with other offices as no soft skill', () => {
    expect(ids('Prioritize key accounts in your region')).not.toContain('time-management')
    expect(ids('Prioritize tasks when the queue is long')).toContain('time-management')
    expect(ids('De-escalate when a child is overwhelmed')).not.toContain('conflict-resolution')
    expect(ids('De-escalate heated disputes between neighbours')).toContain('conflict-resolution')
    expect(ids('Work closely with the finance department and outside partners')).not.toContain('teamwork')
    expect(ids('Work closely with the nurses on your ward')).toContain('teamwork')
  })

  it('reads communications as a field, a trade or equipment, and a language to speak, as no communication skill', () => {
    expect(ids("Bachelor's degree in journalism, communications or a related field")).not.toContain(
      'communication',
    )
    expect(ids('Maintain radio communications equipment on the fleet')).not.toContain('communication')
    expect(ids('Support the crisis communications lead during storms')).not.toContain('communication')
    expect(ids('Able to communicate in Portuguese with growers')).not.toContain('communication')
    expect(ids('Strong written communication with clients')).toContain('communication')
    expect(ids('Communicating schedule changes to every crew')).toContain('communication')
    expect(ids('Very good communication in Portuguese and English')).toEqual(
      expect.arrayContaining(['communication', 'portuguese']),
    )
  })

  it("reads Office's apps by their bare names beside the suite, and plain words elsewhere", () => {
    expect(ids('Skilled in MS Office (Word, Outlook, Excel)')).toEqual(
      expect.arrayContaining(['microsoft-word', 'microsoft-outlook']),
    )
    expect(ids('Good with Excel and Word for letters')).toContain('microsoft-word')
    expect(ids('Most clients find us by Word of mouth')).not.toContain('microsoft-word')
    expect(ids('A positive Outlook and a steady hand')).not.toContain('microsoft-outlook')
  })

  it('reads leadership told about findings as the people who lead', () => {
    expect(ids('Present monthly results to leadership')).not.toContain('leadership')
    expect(ids('Candidates with leadership experience are preferred')).toContain('leadership')
  })

  it('reads integrity of data or a structure as no trait', () => {
    expect(ids('Run data integrity checks on the warehouse tables')).not.toContain('integrity')
    expect(ids('Inspect the structural integrity of scaffolds')).not.toContain('integrity')
    expect(ids('Honesty and integrity in every transaction')).toContain('integrity')
  })

  it('reads decisions or judgment under pressure as the judgment asked for, not as resilience', () => {
    expect(ids('Sound judgment under pressure')).toEqual(['decision-making'])
    expect(ids('Works well under pressure')).toEqual(['resilience'])
    expect(ids('Experience working under pressure in a busy kitchen')).toEqual(['resilience'])
  })

  it('reads leadership and organization as people and employers only where the words around say so', () => {
    expect(ids('Present the forecast to plant leadership')).toEqual(['forecasting'])
    expect(ids('Build the models that leadership uses each quarter')).toEqual([])
    expect(ids('Report to our leadership team weekly')).toEqual([])
    expect(ids('Strong leadership and coaching of new hires')).toContain('leadership')
    expect(ids('Organization: Alder Creek Water District')).toEqual([])
    expect(ids('Join our organization as it grows')).toEqual([])
    expect(ids('Organization, punctuality and a calm manner')).toEqual(['organization', 'dependability'])
  })

  it('reads acronyms that share an alias with a skill as the other thing where the ad says so', () => {
    expect(ids('Administer leaves of absence (FMLA, ADA)')).not.toContain('ada')
    expect(ids('Ada and SPARK for avionics software')).toContain('ada')
    expect(ids('Pak saya dari Bogor, ada mess?')).not.toContain('ada')
    expect(ids('Registered Technologist, ARRT (R)')).toEqual([])
    expect(ids('Statistics in R and Python')).toContain('r')
    const welder = 'Structural Welder\nAWS D1.1 certification'
    expect(ids('AWS D1.1 certification', welder)).toEqual([])
    expect(ids('Deploy services on AWS')).toContain('aws')
    expect(ids('Analytics tools such as ACL or IDEA')).not.toContain('acls')
    expect(ids('Current BLS and ACLS')).toContain('acls')
  })

  it("reads a product's last word after another maker's name as that maker's product", () => {
    expect(ids('Yardi Voyager experience')).toEqual(['yardi'])
    expect(ids('Use Westlaw daily')).toEqual(['thomson-reuters-westlaw'])
    expect(ids('Clinics across New Jersey and New York')).toEqual([])
  })

  it('reads a CPA the employer works with as a person, a CPA the ad asks for as the credential', () => {
    expect(ids('Hand the books to our outside CPA at year end')).not.toContain('cpa')
    expect(ids('Prepare schedules for the external CPA')).not.toContain('cpa')
    expect(ids('CPA required; Big Four experience a plus')).toContain('cpa')
    expect(ids('Must be a licensed CPA')).toContain('cpa')
  })

  it('reads the front desk the job works with as a team, working it as the skill', () => {
    expect(ids('Inspect rooms before they are released to the front desk')).not.toContain('front-desk')
    expect(ids('Coordinate with our front desk on late checkouts')).not.toContain('front-desk')
    expect(ids('Work the front desk on weekends')).toContain('front-desk')
  })

  it('reads a degree audit, a night audit or an audit-ready shop as no auditing skill', () => {
    expect(ids('Check each degree audit with the student before registration')).not.toContain('audit')
    expect(ids('Close out the night audit and print the daily report')).not.toContain('audit')
    expect(ids('Keep the warehouse floor audit-ready at all times')).not.toContain('audit')
    expect(ids('Lead the annual financial audit with external firms')).toContain('audit')
    expect(ids('Audit supplier invoices against contracts')).toContain('audit')
  })

  it('reads merchandise as the goods, merchandising as the practice', () => {
    expect(ids('Unload trucks and shelve incoming merchandise')).not.toContain('visual-merchandising')
    expect(ids('Prevent theft of merchandise from the stockroom')).not.toContain('visual-merchandising')
    expect(ids('Merchandise the sales floor to brand standards')).toContain('visual-merchandising')
    expect(ids('Keep the store clean and well merchandised')).toContain('visual-merchandising')
  })

  it('reads GitHub in a list of places to source candidates as a place, elsewhere as Git', () => {
    expect(ids('Find engineers through referrals, GitHub and meetups; source candidates daily')).toContain(
      'git',
    )
    expect(ids('Source candidates on job boards, GitHub and at meetups')).not.toContain('git')
    expect(ids('Review pull requests on GitHub')).toContain('git')
  })

  it('reads a quota the job does not have as no quota attainment', () => {
    expect(ids('We do not have a monthly quota; we do have standards')).not.toContain('quota-attainment')
    expect(ids('No sales quotas, ever')).not.toContain('quota-attainment')
    expect(ids('Consistently exceeded quota for six quarters')).toContain('quota-attainment')
  })

  it('reads flexible hours as a benefit, a flexible person as adaptable', () => {
    expect(ids('We offer flexible hours and a 401(k) match')).not.toContain('adaptability')
    expect(ids('A flexible schedule: two evenings a week')).not.toContain('adaptability')
    expect(ids('Flexible and calm when plans change')).toContain('adaptability')
    expect(ids('A flexible team player')).toContain('adaptability')
  })

  it("reads a speed in wpm as typing, except a stenographer's writing speed", () => {
    expect(ids('Type 45 wpm with accuracy')).toContain('typing')
    const steno = 'Captioner\nWrite realtime at 220 wpm on your steno machine'
    expect(ids('Write realtime at 220 wpm', steno)).not.toContain('typing')
  })

  it('reads no scheduling from working a rota, no HR from the office that posts, no brake repair from a licence', () => {
    expect(ids('Take your turn on the weekend call-out rota')).not.toContain('shift-scheduling')
    expect(ids('Prepare the weekly staff rota')).toContain('shift-scheduling')
    expect(ids('Department of Human Resources')).not.toContain('human-resources')
    expect(ids('Five years in human resources')).toContain('human-resources')
    const driver = 'Road Crew Lead\nDrive fleet vehicles.\nClass B CDL with air brake endorsement'
    expect(ids('Class B CDL with air brake endorsement', driver)).not.toContain('brake-repair')
  })

  it('reads an interview the applicant walks in to as an event, and no database as software', () => {
    expect(ids('Walk-in interviews: 3 and 4 March, Harbour Hotel')).not.toContain('interviewing')
    expect(ids("Motor yacht (owner's name confidential until interview)")).not.toContain('interviewing')
    expect(ids('We are seeking to recruit self-driven officers')).not.toContain('recruiting')
    expect(ids('Write headlines and captions for each story')).not.toContain('subtitling')
    expect(ids('Pick images from agencies and archives')).not.toContain('archive-management')
    expect(ids('Catalogue and maintain the photo archive')).toContain('archive-management')
    expect(ids('Stitching and dyeing under one roof')).not.toContain('roofing')
    expect(ids('Our office at 400 Harbour Boulevard')).not.toContain('property-boulevard')
    const inspector = 'Health Inspector\nKeep records on the inspection database.\nWater quality monitoring'
    expect(ids('Water quality monitoring', inspector)).not.toContain('observability')
  })

  it('reads CPP in capitals as the payroll credential or the pension plan, not C++', () => {
    expect(ids('CPP certification a plus; deduct CPP and EI each pay run')).not.toContain('c++')
    expect(ids('Write embedded code in C++ and keep the .cpp files tidy')).toContain('c++')
  })

  it('reads SWIFT in capitals as the payment network, not the language', () => {
    expect(ids('Send and match SWIFT settlement instructions')).not.toContain('swift')
    expect(ids('Build iOS apps in Swift and SwiftUI')).toContain('swift')
  })

  it('reads a lone C as the language only in an ad about code', () => {
    const embedded = 'Firmware Engineer\nWrite C for microcontrollers'
    expect(ids('Write C for microcontrollers', embedded)).toContain('c')
    const assistant = 'Executive Assistant\nSupport a C-level executive'
    expect(ids('Support a C-level executive', assistant)).not.toContain('c')
    const developer = 'Software Developer\nBrief C-suite leaders; hold a Class C license'
    expect(ids('Brief C-suite leaders; hold a Class C license', developer)).not.toContain('c')
    const startup = 'Sales Analyst\nWe make contract software and closed our Series C in the spring.'
    expect(ids('We make contract software and closed our Series C in the spring.', startup)).not.toContain(
      'c',
    )
  })

  it('reads tax returns as tax preparation only when they are prepared or filed, not read or a named tax', () => {
    expect(ids('Prepare individual and business tax returns')).toContain('tax-preparation')
    expect(ids('Analyze financial statements, tax returns and projections')).not.toContain('tax-preparation')
    expect(ids('File our monthly sales tax returns')).not.toContain('tax-preparation')
  })

  it('reads interviewing someone to learn about a thing as gathering information, not hiring', () => {
    expect(ids('Interview engineers to understand new features')).not.toContain('interviewing')
    expect(ids('Interview engineers for open roles on the platform team')).toContain('interviewing')
  })

  it('reads keeping to an agreement as no regulatory compliance', () => {
    expect(ids('Track lease compliance for every tenant')).not.toContain('regulatory-compliance')
    expect(ids('Keep the plant in compliance with EPA permits')).toContain('regulatory-compliance')
  })

  it('reads brakes as a repair trade only where vehicles are serviced', () => {
    const press = 'Sheet Metal Fabricator\nRun shears, brakes and rollers to bend duct'
    expect(ids('Run shears, brakes and rollers to bend duct', press)).not.toContain('brake-repair')
    const shop = 'Fleet Mechanic\nService vehicles: brakes, suspension and steering'
    expect(ids('Service vehicles: brakes, suspension and steering', shop)).toContain('brake-repair')
  })

  it('reads setting steel upright, stock on the rails and a scheduled interview by their own sense', () => {
    expect(ids('Plumbing, levelling and aligning steel to drawings')).not.toContain('plumbing')
    expect(ids('Level and plumb the columns before bolting')).not.toContain('plumbing')
    expect(ids('Plumbing and heating installations')).toContain('plumbing')
    expect(ids('Keep the right stock on the rails and wipe down with rags')).toEqual([])
    expect(ids('Ruby on Rails services and RAG pipelines')).toEqual(['rails', 'rag'])
    expect(ids('The interview will be at our office on Tuesday')).not.toContain('interviewing')
    const shop = 'Van Driver (Collections)\nCash handling at the till'
    expect(ids('A full driving licence, to help with van collections now and then', shop)).toEqual([
      'driver-s-license',
    ])
    expect(ids('Collections of past-due invoices', 'AR Clerk\nCash application')).toContain(
      'accounts-receivable',
    )
    expect(ids('Applicants who need accommodation should contact Human Resources')).toEqual([])
    expect(ids('3 years in human resources or payroll')).toContain('human-resources')
    expect(ids('Carry out valuations and condition surveys of vehicles')).not.toContain('building-surveying')
    expect(ids('Tel: +371 555 21 904 | Mob/WhatsApp: +371 555 93 118')).toEqual([])
    expect(ids('Interested? Call or WhatsApp 0812 555 0917')).toEqual([])
    expect(ids('Please WhatsApp your CV to our manager')).toEqual([])
    expect(ids('Send a message here on Facebook or email us')).toEqual([])
    expect(ids('Answer customer questions on WhatsApp and Instagram')).toEqual(['whatsapp', 'instagram'])
    expect(ids('Two years on bulk carriers or container ships')).toEqual([])
    expect(ids('Enjoys getting out onto the factory floor')).toEqual([])
    expect(ids('Lead the get-out after each show', 'Stage Technician\nTouring theatre company')).toEqual([
      'technical-theatre',
    ])
    expect(ids('Book container shipping and customs clearance')).toContain('ocean-freight')
    expect(ids('Carry out condition surveys of listed buildings')).toContain('building-surveying')
    expect(ids('Accredited Family Dispute Resolution Practitioner')).toContain('dispute-resolution')
    expect(ids('Conduct interviews with candidates for open roles')).toContain('interviewing')
  })

  it('names only skills the lexicon has, each by keys that read as it, so no lexicon change retires an entry', () => {
    const { skills, skillKeys } = getLexicon()
    const ids = new Set(skills.map((skill) => skill.id))
    expect(ambiguousAliasKeys().filter(([skill]) => !ids.has(skill))).toEqual([])
    const readAs = (key: string) => skills[(skillKeys.get(key) ?? -4) >> 2]?.id
    const strays = ambiguousAliasKeys().flatMap(([skill, keys]) =>
      keys.filter((key) => readAs(key) !== skill).map((key) => `${skill}: "${key}" reads as ${readAs(key)}`),
    )
    expect(strays).toEqual([])
  })

  it('reads "new business" with a prospective client as a law firm\'s intake, not closing deals', () => {
    expect(ids('Run conflict checks on every prospective client in new business intake')).not.toContain(
      'closing-deals',
    )
    expect(ids('Win new business from prospects and grow the pipeline')).toContain('closing-deals')
  })

  it('reads an interview the person sits in, and a reliable car, as no skill', () => {
    expect(ids('Our client will share its name at the first interview')).not.toContain('interviewing')
    expect(ids('Trained in motivational interviewing')).not.toContain('interviewing')
    expect(ids('Conduct interviews with candidates for open roles')).toContain('interviewing')
    expect(ids('Valid license and a reliable car')).not.toContain('dependability')
    expect(ids('Reliable transportation to the job site')).not.toContain('dependability')
    expect(ids('You are reliable and always on time')).toContain('dependability')
  })

  it('reads a capitalised word as no acronym the stemmer folds it into', () => {
    expect(ids('Identify isolates by Gram stain and culture')).not.toContain('adept-scientific-grams')
    expect(ids('Current BLS and PALS')).toContain('pals')
  })

  it("reads documentation, a school's PLCs and a place's Springs as no product", () => {
    expect(ids('Keep our docs current as the API changes')).toEqual([])
    expect(ids('Shared budgets in Google Docs')).toContain('google-workspace')
    const school = 'Science Teacher\nTeach 120 students a day on our campus'
    expect(ids('Take part in weekly PLCs', school)).toEqual([])
    const plant = 'Maintenance Technician\nTroubleshoot conveyors'
    expect(ids('Troubleshoot PLCs', plant)).toEqual(['plc-programming'])
    expect(ids('Cover accounts from Pueblo to Colorado Springs', 'Sales Rep\nSell implants')).toEqual([])
    expect(ids('Build services with Spring', 'Java Developer\nJava and Spring')).toContain('spring')
  })

  it('reads purchasing after a verb of working with others as the department, not procurement', () => {
    expect(ids('Work with clinic managers and purchasing on vendor contracts')).not.toContain('procurement')
    expect(ids('Reconcile invoice discrepancies with purchasing and suppliers')).not.toContain('procurement')
    expect(ids('Experience with purchasing from suppliers')).toContain('procurement')
  })

  it("reads a licence's letter, a code's last letter and a card in good standing as no skill", () => {
    expect(ids('Full licence; a P endorsement (passenger) is desirable')).not.toContain('accounts-payable')
    expect(ids('Process A/P invoices weekly')).toContain('accounts-payable')
    expect(ids('Licence No. ABC-118-LB-0322-R')).not.toContain('r')
    expect(ids('Analyse data in Python or R')).toContain('r')
    expect(ids('Union card in good standing')).not.toContain('entity-management')
    expect(ids('Keep certificates of good standing current for 40 entities')).toContain('entity-management')
  })

  it('keeps an alias that one of its places in the line supports', () => {
    expect(ids('Drivers for USB-C ports in C firmware')).toContain('c')
    expect(ids('Charge over USB-C in the field kit')).not.toContain('c')
  })
})

describe('skills the job only helps with, names in passing or is given', () => {
  it('reads an audit the job supports or responds to as no auditing skill, unless it is the audit of the accounts', () => {
    expect(ids('Support supplier audits and certification visits')).not.toContain('audit')
    expect(ids('Respond to audit requests from the finance team')).not.toContain('audit')
    expect(ids('Help with internal, customer and surveillance audits')).not.toContain('audit')
    expect(ids('Coordinate client audits with the quality team')).not.toContain('audit')
    expect(ids('Support the annual audit with reconciliations')).toContain('audit')
    expect(ids('Gave support to the auditors through two annual audits')).toContain('audit')
    expect(ids('Support new starters and lead audits of the payroll')).toContain('audit')
    expect(ids('Plan and perform operational audits')).toContain('audit')
  })

  it("reads an audit named by another trade's subject as that trade's check", () => {
    expect(ids('Lead energy audits of council buildings')).not.toContain('audit')
    expect(ids('Run monthly hygiene audits in every kitchen')).not.toContain('audit')
    expect(ids('Run risk-based audits of purchasing')).toContain('audit')
  })

  it('reads counting stock under another lead as no stocktaking', () => {
    expect(ids('Help with stock counts at the end of each month')).not.toContain('stocktaking')
    expect(ids('Lead the quarterly stocktake across three shops')).toContain('stocktaking')
  })

  it("reads the ad's own hiring process and winning over partners as no recruiting", () => {
    expect(ids('Recruitment type: open to all applicants')).not.toContain('recruiting')
    expect(ids('Open continuous recruitment for seasonal roles')).not.toContain('recruiting')
    expect(ids('Recruit and onboard new resellers in the region')).not.toContain('recruiting')
    expect(ids('Organise volunteer recruitment for the festival')).not.toContain('recruiting')
    expect(ids('Recruit and hire warehouse associates')).toContain('recruiting')
  })

  it('reads an oral or guaranteed interview, and an interview as media, as no interviewing skill', () => {
    expect(ids('Shortlisted applicants sit an oral interview')).not.toContain('interviewing')
    expect(ids('We guarantee an interview to veterans who meet the criteria')).not.toContain('interviewing')
    expect(ids('Cut radio packages and interviews for the news hour')).not.toContain('interviewing')
    expect(ids('Produce our weekly interview podcast')).not.toContain('interviewing')
    expect(ids('Interview suspects under caution')).not.toContain('interviewing')
    expect(ids('Interview candidates for the night shift')).toContain('interviewing')
  })

  it('reads first aid and CPR the employer teaches as no credential asked', () => {
    expect(ids('New drivers complete a paid course covering first aid and CPR')).not.toContain('cpr')
    expect(ids('First aid certificate provided after your first month')).not.toContain('first-aid')
    expect(ids('Current first aid and CPR certificates')).toContain('cpr')
    expect(ids('Current first aid and CPR certificates')).toContain('first-aid')
  })

  it("reads dashboards in a tool for other work as that tool's feature, not data visualization", () => {
    expect(ids('Set up Zendesk queues, macros and dashboards')).not.toContain('data-visualization')
    expect(ids('Maintain dashboards for the sales team')).not.toContain('data-visualization')
    expect(ids('Build Tableau dashboards for weekly reviews')).toContain('data-visualization')
    expect(ids('Design dashboards and charts that visualise churn')).toContain('data-visualization')
  })

  it('reads KPIs met or owned as targets, KPIs tracked or reported as reporting', () => {
    expect(ids('Own the shift KPIs: pick rate and accuracy')).not.toContain('kpi-reporting')
    expect(ids('Report KPIs to the board every month')).toContain('kpi-reporting')
    expect(ids('Track store KPIs against budget')).toContain('kpi-reporting')
  })

  it('reads a quota of a thing made, or setting one, as no quota attainment', () => {
    expect(ids('Hit weekly shot quotas on the animation team')).not.toContain('quota-attainment')
    expect(ids('Support quota setting each year')).not.toContain('quota-attainment')
    expect(ids('Hit quota every quarter')).toContain('quota-attainment')
  })

  it("reads financial planning as a firm's advice unless budgets or forecasts are beside it", () => {
    expect(ids('Experience in wealth management or financial planning')).not.toContain('forecasting')
    expect(ids('Financial planning and budgeting for three plants')).toContain('forecasting')
  })

  it('reads another team or a field of study as no supply chain management', () => {
    expect(ids('Work closely with the supply chain team')).not.toContain('supply-chain-management')
    expect(ids('A degree in logistics, supply chain or engineering')).not.toContain('supply-chain-management')
    expect(ids('Partner with supply planning on stock levels')).not.toContain('supply-chain-management')
    expect(ids('Redesign the supply chain for two new markets')).toContain('supply-chain-management')
  })
})

describe("a project's budget, an allowance, records kept private", () => {
  it("reads a budget kept beside a project's schedule, or given as an allowance, as no budgeting", () => {
    expect(ids('Keep the site schedule and budget on track')).not.toContain('budgeting')
    expect(ids('Manage scope, budget and timelines for each client project')).not.toContain('budgeting')
    expect(ids('A yearly learning budget of $1,500')).not.toContain('budgeting')
    expect(ids('Prepare the annual operating budget')).toContain('budgeting')
  })

  it('reads records kept private as discretion, not record keeping', () => {
    expect(ids('Keep client records private and secure')).not.toContain('record-keeping')
    expect(ids('Keep accurate records of every delivery')).toContain('record-keeping')
  })
})

describe('an ordinary word or a name with two meanings, read in its own context', () => {
  it('reads Pyrex and sprints as code words only in an ad about code', () => {
    const glass = 'Glass Technician\nRepair Pyrex-type lab glassware to drawings'
    expect(ids('Repair Pyrex-type lab glassware to drawings', glass)).not.toContain('cython')
    const coach = 'Running Coach\nPlan sprints and hill sessions for the squad'
    expect(ids('Plan sprints and hill sessions for the squad', coach)).not.toContain('agile')
    const dev = 'Developer\nWork in two-week sprints with a product owner and a groomed backlog'
    expect(ids('Work in two-week sprints with a product owner', dev)).toContain('agile')
  })

  it("reads a ship's departure, a work platform and a vehicle as no sailing, scaffolding or conveyancing", () => {
    expect(ids('Re-plan the night when a ferry sailing is cancelled')).not.toContain('sailing')
    expect(ids('Check sailing schedules with the shipping line')).not.toContain('sailing')
    expect(ids('Teach dinghy sailing to juniors')).toContain('sailing')
    expect(ids('Rig lights on towers and scaffolds')).not.toContain('scaffolding')
    expect(ids('Scaffolding and fall protection experience')).toContain('scaffolding')
    expect(ids('Inspect cargo, vehicles and conveyances at the border')).not.toContain('conveyancing')
  })

  it('reads meetings, good standing and business reviews by the words beside them', () => {
    expect(ids('Escort the family to meetings and events')).not.toContain('conference-management')
    expect(ids('Plan meetings and events for 300 delegates')).toContain('conference-management')
    expect(ids('Registration with proof of good standing')).not.toContain('entity-management')
    expect(ids('Keep 40 subsidiaries in good standing')).toContain('entity-management')
    expect(ids('Run quarterly business reviews with key suppliers')).not.toContain('customer-success')
    expect(ids('Run quarterly business reviews with enterprise customers')).toContain('customer-success')
    expect(ids('Mentor students from our affiliated program')).not.toContain('affiliate-marketing')
  })

  it('reads firms or customers brought on and reviewed as no staff onboarding or performance management', () => {
    const firms = 'Own the supplier lifecycle: selection, onboarding, performance reviews and exit'
    expect(ids(firms)).not.toContain('training-and-onboarding')
    expect(ids(firms)).not.toContain('performance-management')
    expect(ids('Onboard new merchants onto the platform')).not.toContain('training-and-onboarding')
    const staff = 'Run onboarding and performance reviews for new staff'
    expect(ids(staff)).toContain('training-and-onboarding')
    expect(ids(staff)).toContain('performance-management')
  })

  it("reads one's own work reviewed by peers as no peer review", () => {
    expect(ids('Publish results in peer-reviewed journals')).not.toContain('peer-review')
    expect(ids('Take each design through peer review and sign-off')).not.toContain('peer-review')
    expect(ids("Lead peer review of colleagues' case notes")).toContain('peer-review')
  })

  it("reads the ad's own hiring and a chance of something as no recruiting or lead generation", () => {
    expect(ids('Harbour Staffing are recruiting on behalf of a client')).not.toContain('recruiting')
    expect(ids('Delta Recruitment is partnering with a mine to find drillers')).not.toContain('recruiting')
    expect(ids('We are committed to an accessible recruitment process')).not.toContain('recruiting')
    expect(ids('Full-cycle recruitment for engineering roles')).toContain('recruiting')
    expect(ids('Fixed term, with a strong prospect of extension')).not.toContain('lead-generation')
  })

  it("reads an act, a vetting service, a pilot's checks, a protocol's liquidations and a town by their own sense", () => {
    expect(ids('The post is subject to the Rehabilitation of Offenders Act 1974')).not.toContain(
      'offender-management',
    )
    expect(ids('An enhanced Disclosure and Barring Service check is required')).not.toContain('bartending')
    expect(ids('Fast bar service on busy nights')).toContain('bartending')
    expect(
      ids('Help with aircraft fuelling and preflights', 'Flight instructor at our aviation school'),
    ).not.toContain('prepress')
    expect(ids('Preflight print files in Acrobat', 'Prepress operator for our print shop')).toContain(
      'prepress',
    )
    expect(ids('Model liquidations in lending protocols', 'DeFi smart contracts')).not.toContain('insolvency')
    expect(ids('Based in Centurion, Gauteng')).not.toContain('statpoint-statgraphics-centurion')
    expect(
      ids('Operate the dome using EPICS-based GUIs', 'Telescope operator; the clinic next door is not ours'),
    ).not.toContain('epic')
    expect(ids('Assist at post-mortem examinations in the mortuary')).not.toContain(
      'site-reliability-engineering',
    )
    expect(ids('Good in MS Office (Excel, Word)')).not.toContain('goods-in')
    expect(ids('Goods in and dispatch')).toContain('goods-in')
    expect(ids('Perform SAE reconciliation with the clinical database')).not.toContain('bank-reconciliation')
    expect(ids('Month-end reconciliations of bank and credit card accounts')).toContain('bank-reconciliation')
    expect(ids('Run CIPS and DCVG surveys along the pipeline')).not.toContain('cipp')
    expect(ids('Years of experience: Min: 4 Max: 10')).not.toContain('max')
  })

  it('reads counts of goods, plants under glass, checks one passes and radio speech by their own sense', () => {
    expect(ids('Keep daily records and magazine reconciliations')).not.toContain('bank-reconciliation')
    expect(ids('Prepare monthly bank reconciliations')).toContain('bank-reconciliation')
    expect(ids('Run greenhouse trials of resistant lines')).not.toContain('applicant-tracking-systems')
    expect(
      ids('Schedule interviews in Greenhouse', 'Recruiter\nSchedule interviews in Greenhouse'),
    ).toContain('applicant-tracking-systems')
    expect(ids('Pre-employment checks: criminal history and references')).not.toContain('hr-administration')
    expect(ids('Process pre-employment checks for new starters')).toContain('hr-administration')
    expect(ids('Talk to the tower by radio telephony')).not.toContain('telephony')
  })

  it('reads duties of most jobs, hiring steps, benefits and bodies by their own sense', () => {
    expect(ids('Keep accurate case records in the case management system')).not.toContain('record-keeping')
    expect(ids('Accurate record keeping on our colony system')).toContain('record-keeping')
    expect(ids('Write drainage reports for each site')).not.toContain('report-writing')
    expect(ids('Excellent report writing skills')).toContain('report-writing')
    expect(ids('We will ask you to make a few pieces at interview')).not.toContain('interviewing')
    expect(ids('Pass a structured interview and aptitude tests')).not.toContain('interviewing')
    expect(ids('Interview examiners and draft responses')).not.toContain('interviewing')
    expect(ids('Screen and interview candidates for store roles')).toContain('interviewing')
    expect(ids('Present at orientation and recruitment events')).not.toContain('recruiting')
    expect(ids('Verify compliance with adopted building codes')).not.toContain('regulatory-compliance')
    expect(ids('Bring property into compliance')).not.toContain('regulatory-compliance')
    expect(ids('Track schedule compliance and backlog')).not.toContain('regulatory-compliance')
    expect(ids('Build compliance matrices for each tender')).not.toContain('regulatory-compliance')
    expect(ids('Carry a portfolio of major gift prospects')).not.toContain('lead-generation')
    expect(ids('Keep the records audit trail complete')).not.toContain('audit')
    expect(ids('Carry out site audits and report defects')).not.toContain('audit')
    expect(ids('Bike or car lease plan')).not.toContain('leasing')
    expect(ids('Lead the leasing team of a 280-unit community')).toContain('leasing')
    expect(ids('We are a non-profit research organisation')).not.toContain('organization')
    expect(ids('Strong organization and attention to detail')).toContain('organization')
  })

  it('reads everyday senses of product and practice names as those senses, beside the real ones', () => {
    expect(ids('In an emergency you react correct and do rescue operations')).not.toContain('react')
    expect(ids('Monitor the plants in SCADA and react on alarms')).not.toContain('react')
    expect(ids('Build components in React and TypeScript')).toContain('react')
    expect(ids('Analyze data with FlowJo and FCS Express')).not.toContain('express')
    expect(ids('REST services in Node.js and Express')).toContain('express')
    expect(ids('Finish trimming the briskets before service')).not.toContain('trim-carpentry')
    expect(ids('Finish trimming doors, skirting and architraves')).toContain('trim-carpentry')
    expect(ids('Run daily QC and laser alignment checks on the cytometers')).not.toContain('shaft-alignment')
    expect(ids('Laser alignment of pump and motor shafts')).toContain('shaft-alignment')
    expect(ids('Docket USPTO, PCT and EPO deadlines')).not.toContain('point-of-sale')
    expect(ids('Supplier of wheelchairs to hospitals and private clients')).not.toContain('private-client')
    expect(ids('Trusts and probate work for private clients')).toContain('private-client')
    expect(ids('Fieldbus: Profinet, Profisafe, OPC UA')).not.toContain('medical-coding')
    expect(ids('For male candidates military service must be completed')).not.toContain('military-experience')
    expect(ids('Perform reconciliations of docket entries against USPTO records')).not.toContain(
      'bank-reconciliation',
    )
    expect(ids('Daily reconciliations of entitlements and cash')).toContain('bank-reconciliation')
    const waiter = 'Head Waiter\nCDI | Temps plein | 2 400 € brut'
    expect(ids('CDI 39h, salary 2 400 € brut per month', waiter)).not.toContain(
      'clinical-documentation-improvement',
    )
    const handler = 'K9 Handler\nExplosive detection dog handler'
    expect(ids('Keep the kennel clean and the dog fed', handler)).not.toContain('pet-boarding')
    expect(ids('Knowledge of the Fisheries Act 1996 and the Quota Management System')).not.toContain(
      'quota-attainment',
    )
    const fossils = 'Fossil Preparator\nPrepare vertebrate fossils\nSummer fieldwork: prospecting, excavation'
    expect(ids('Summer fieldwork: prospecting, excavation', fossils)).not.toContain('lead-generation')
  })
})
