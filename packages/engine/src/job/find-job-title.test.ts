import { describe, expect, it } from 'vitest'
import { cleanTitle, findJobTitle, isKnownTitle, isTitleLine } from './find-job-title.ts'

const title = (text: string) => findJobTitle(text.split('\n').filter(Boolean))

describe('findJobTitle', () => {
  it('reads the title after about-us and benefits blocks printed before it', () => {
    const lead =
      'Who we are\nHarlan & Sons Mechanical, Inc. has been a contractor since 1952.\nWhat we offer\n- Pension\n- Steady work\n'
    expect(title(`${lead}Journeyman Pipefitter\nLocation: Cincinnati, OH`)).toBe('Journeyman Pipefitter')
    expect(title('Benefits Specialist\nWhat we offer\n- Pension')).toBe('Benefits Specialist')
  })

  it('reads the job an opening sentence hires, whatever the name holds or the sentence adds', () => {
    const about = "\nAbout us\nThe Gazette is the valley's paper."
    expect(
      title(`Vale Media Ltd, publishers of The Gazette, is hiring a Photographer based in Tullow.${about}`),
    ).toBe('Photographer')
    expect(title('Stitch & Key is hiring a Shoe Repairer and Key Cutter for our shop.\nWe fix shoes.')).toBe(
      'Shoe Repairer and Key Cutter',
    )
    expect(title('Join Rowan Bakery as Head Baker and lead a team of six.\nWe bake.')).toBe('Head Baker')
  })

  it("reads no title from a field holding the notice's number or the post's pay grade", () => {
    expect(
      title(
        'GREEN VALLEY WATER BOARD\nJOB OPPORTUNITY - Advertisement No. GVWB/ADM/9\nPost Title: Pump Operator',
      ),
    ).toBe('Pump Operator')
    expect(
      title('Herbarium Technician\nNational Herbarium Office\nClassification: APS Level 3\nSalary: $70,000'),
    ).toBe('Herbarium Technician')
    expect(
      title('STATE SEED INSTITUTE\nAdvertisement No. SSI/4/2026\nName of the post : Field Assistant-II'),
    ).toBe('Field Assistant-II')
    expect(title('Position: RN 2\nLocation: Ward 4')).toBe('RN 2')
  })

  it('reads a header line that names the job at its employer before a sentence that words it otherwise', () => {
    const ad = [
      'Dispatcher, Night Desk at Kestrel Freight Services Ltd',
      'Leeds, UK · On-site',
      'Kestrel Freight Services Ltd runs 40 trucks.',
      'We are looking for a calm and well-organised Transport Planner to join our night desk.',
    ]
    expect(title(ad.join('\n'))).toBe('Dispatcher, Night Desk')
  })

  it('reads the title under a line that announces an open position for it', () => {
    const notice =
      'TISKARA SAVA d.o.o.\nZagreb\nTiskara Sava d.o.o. announces an open position for:\nBOOKBINDER\n(full time)'
    expect(title(notice)).toBe('Bookbinder')
  })

  it("reads a bulletin's working title over its class title", () => {
    expect(
      title(
        'Position Number: 12\nClass Title: Maintenance Worker II\nWorking Title: Park Ranger\nAgency: Elm County',
      ),
    ).toBe('Park Ranger')
  })

  it('reads the first ad of a classifieds page by its headline in capitals', () => {
    const page = [
      'HELP WANTED',
      'YARD HAND - Mill Creek Stockyards is taking applications for a yard hand for sale days and pens.',
      'COOKS NEEDED - Local diner, mornings. Call 555-0100.',
      "PART TIME driver at Lou's Feed, weekends. Apply in person.",
    ]
    expect(title(page.join('\n'))).toBe('Yard Hand')
  })

  it("reads the title from a school board's position type", () => {
    expect(title('Position Type:\nElementary School Teaching/ESL Teacher\nDate Posted:\n3/4/2026')).toBe(
      'ESL Teacher',
    )
    expect(title('Cook\nPosition Type: Full-time')).toBe('Cook')
    const fields = 'JobID: 4817\nPosition Type: Certificated - Special Education/Education Specialist'
    expect(
      title(
        `Unified School District\nAvailable Positions\nSort by: Category | Date Posted\nSpecial Education Teacher - Autism Support\n${fields}`,
      ),
    ).toBe('Special Education Teacher')
  })

  it('keeps a specialty after the comma and drops a place, the hours or the pay', () => {
    expect(title('Tax Accountant, Trusts & Estates\nMarlow Ridge Advisors')).toBe(
      'Tax Accountant, Trusts & Estates',
    )
    expect(title('Line Mechanic II, Heavy Jets - Nights (Req 5521)\nAcme Air')).toBe(
      'Line Mechanic II, Heavy Jets',
    )
    expect(title('Buyer, Fresh Produce — Greenway Markets')).toBe('Buyer, Fresh Produce')
    expect(title('Payroll Clerk, Remote\nAcme')).toBe('Payroll Clerk')
    expect(title('Payroll Clerk, Full-time\nAcme')).toBe('Payroll Clerk')
    expect(title('Payroll Clerk, Tulsa, OK\nAcme')).toBe('Payroll Clerk')
    expect(title('Payroll Clerk, $21/hr\nAcme')).toBe('Payroll Clerk')
    expect(title('Physical Therapist, Lindenfield Rehab Center')).toBe('Physical Therapist')
    expect(title('POST: TOWN PLANNERS (D2) x 2\nDIRECTORATE: Physical Planning')).toBe('Town Planner')
  })

  it("keeps a specialty that names the equipment's model, not a grade or a store number", () => {
    expect(title('Position: Captain, ATR 72-600\nBase: Cairns')).toBe('Captain, ATR 72-600')
    expect(title('Heavy Equipment Mechanic, CAT 320-D\nNorthgate Quarries')).toBe(
      'Heavy Equipment Mechanic, CAT 320-D',
    )
    expect(title('Cashier, Store 1234\nAcme')).toBe('Cashier')
    expect(title('Staff Nurse, Band 5\nAcme')).toBe('Staff Nurse')
  })

  it("reads a board's breadcrumb trail as its last crumb", () => {
    expect(title('Careers\nJobs > Legal > Contracts Manager\nSave job')).toBe('Contracts Manager')
    expect(title('Home › Engineering › Site Engineer')).toBe('Site Engineer')
  })

  it("reads a civil-service class's and a board's own title fields", () => {
    expect(title('CLASS TITLE: Equipment Mechanic II\nCLASS CODE: 4412')).toBe('Equipment Mechanic II')
    expect(title('Job Opening: Tire Technician\nQuick Lube Pros')).toBe('Tire Technician')
    expect(title('Posting Title: Groundskeeper I\nAgency: Parks')).toBe('Groundskeeper I')
  })

  it('reads no heading or other field as the title', () => {
    expect(title('Job Description\nThe Forklift Operator is responsible for moving materials.')).toBe(
      'Forklift Operator',
    )
    expect(title('Reports to: Director of Nursing\nStaff Nurse (RN)\nPine Hill Care Center')).toBe(
      'Staff Nurse',
    )
  })

  it('prefers the header line that starts with the title a description names', () => {
    const ad =
      'Executive Assistant to the CEO\nFairhaven Partners · New York, NY\nThe Executive Assistant supports our CEO.'
    expect(title(ad)).toBe('Executive Assistant to the CEO')
  })

  it('reads the title a hiring sentence announces, and keeps an abbreviation in it', () => {
    expect(title("We're hiring a Dental Hygienist!\nBright Smiles")).toBe('Dental Hygienist')
    expect(title('Join our team as a Line Cook!\nCopper Pot')).toBe('Line Cook')
    expect(title('Looking for an experienced Bookkeeper\nHart & Lowe')).toBe('Bookkeeper')
    expect(title('Sr. Software Engineer\nNimbus')).toBe('Sr. Software Engineer')
  })

  it('prefers the printed title line to the same title written in lower case in a hiring sentence', () => {
    expect(title('Occupational Therapist, Hand Therapy\nWe are seeking an occupational therapist.')).toBe(
      'Occupational Therapist, Hand Therapy',
    )
    expect(title('Welcome!\nWe are seeking a Line Cook for our new kitchen.')).toBe('Line Cook')
  })

  it('reads a title joined without an article, announced after a plain word, or before a requisition and a site', () => {
    expect(title('Join Bramble Inn Group as Front Desk Manager and run our lobby.\nAbout us')).toBe(
      'Front Desk Manager',
    )
    expect(
      title('Our clinic is looking for a licensed Occupational Therapist to join our team.\nAbout us'),
    ).toBe('Occupational Therapist')
    expect(title('Maintenance Technician II - Req 4410 - Cedar Wind Farm\nAbout us')).toBe(
      'Maintenance Technician II',
    )
  })

  it('reads a graded title under a jurisdiction line, and a name joined by "&" before "as"', () => {
    expect(title('COUNTY OF PINE HOLLOW\nJob Bulletin\nBUILDING INSPECTOR II\nClass Code: 5120')).toBe(
      'Building Inspector II',
    )
    expect(title('Join The Larch & Finch Inn as a Night Auditor.\nWe run a quiet house.')).toBe(
      'Night Auditor',
    )
  })

  it('prefers a title line to a firm name above it that ends in a job word', () => {
    expect(title('Hollis Varga Engineers\nDenver, CO\nOffice Coordinator\n$20/hr · Full-time')).toBe(
      'Office Coordinator',
    )
    // A trade's plural after a name is the firm's, with only a chat's sentence naming the job.
    expect(title('Job Opening\nSri Murugan Bakers, Madurai\nNeed Bread Baker urgent for new shop.')).toBe(
      'Bread Baker',
    )
  })

  it("reads a science's practitioner, a two-language title with notes after its comma, and the following position", () => {
    expect(
      title('TALLINN UNIVERSITY | TALLINNA ÜLIKOOL\nPaleontoloog / Palaeontologist (Ordovician), 1.0 load'),
    ).toBe('Palaeontologist')
    const bulletin = [
      'FEDERAL UNIVERSITY OF MARSH SCIENCES, IKOT EKPENE',
      'P.M.B. 1055, Ikot Ekpene, Akwa Ibom State',
      'OFFICE OF THE REGISTRAR',
      '(Establishments Division)',
      'ADVERTISEMENT FOR VACANT POSITION',
      'The Federal University of Marsh Sciences invites applications from suitably',
      'qualified candidates for the following position in the Institute of Estuarine Ecology:',
      'ICHTHYOLOGIST (RESEARCH FELLOW I) – CONUASS 04',
    ].join('\n')
    expect(title(bulletin)).toBe('Ichthyologist')
  })

  it('gives no title rather than a question or a sentence when no line names the job', () => {
    const prose = [
      'Could you share your life, your home and your family?',
      'Most people who come to an evening with us start the same way. Then they tell us about a neighbour.',
      'Quillshare is a simple idea. An adult who needs support lives with a family.',
    ].join('\n')
    expect(title(prose)).toBe('')
  })

  it("reads a South African circular's post line", () => {
    const circular = [
      'PUBLIC SERVICE VACANCY CIRCULAR NO 14 OF 2027',
      'PROVINCIAL ADMINISTRATION: KWAZULU-NATAL',
      'DEPARTMENT OF HEALTH',
      'CLOSING DATE : 23 April 2027',
      'POST 14/212 : DENTAL THERAPIST GRADE 1 (ORAL HEALTH) REF NO: NGW 18/2027',
    ].join('\n')
    expect(title(circular)).toBe('Dental Therapist Grade 1')
  })

  it('reads a title that only a sentence gives, in lower case too', () => {
    const about = 'Larkspur Wheelworks has kept Tulsa riding since 1998.\n'
    expect(
      title(`${about}We're looking for an experienced bike mechanic to join our shop.\n- Tune gears`),
    ).toBe('bike mechanic')
    expect(title(`${about}As our next Payroll Specialist you will run payroll for 300 people.`)).toBe(
      'Payroll Specialist',
    )
    // A job's name may hold "and"; the reading that ends before it comes first.
    const partner = 'One of our partners is retiring, so we are looking for an oral and maxillofacial surgeon'
    expect(title(`${about}${partner}\n(specialist dentist) for 30 hours a week.`)).toBe(
      'oral and maxillofacial surgeon',
    )
    expect(title(`${about}We are hiring a cook and a dishwasher for the summer.`)).toBe('cook')
    expect(title(`${about}We are looking for a careful digitisation technician to join our studio.`)).toBe(
      'digitisation technician',
    )
    // A gloss in another language after the job, and a note a comma cuts short, are no part of it.
    expect(
      title(`${about}We are looking for a GASTROENTEROLOGIST (Médico Gastroenterólogo) with training`),
    ).toBe('Gastroenterologist')
    expect(
      title(`${about}The parish is looking for a Pastoral Assistant (part-time, 30 hours per week)`),
    ).toBe('Pastoral Assistant')
  })

  it('passes over a slogan or a sentence at the top to the title line', () => {
    expect(
      title("We're hiring!\nMaple Lane Bakery is growing and needs early risers.\nBakery Clerk\n- Serve"),
    ).toBe('Bakery Clerk')
    expect(title('Quillon County Probate Court\nProbate Clerk (two-year term, with option to renew)')).toBe(
      'Probate Clerk',
    )
  })

  it('keeps the specialty a sentence sets off with commas', () => {
    expect(title('We are hiring a Case Manager, Rapid Rehousing, to support families.\nAbout us')).toBe(
      'Case Manager, Rapid Rehousing',
    )
  })

  it('prefers the header title that ends in the job a sentence names in lower case', () => {
    expect(
      title('Quillon County Probate Court\nProbate Clerk\nThe Court seeks a clerk to keep its dockets.'),
    ).toBe('Probate Clerk')
  })

  it("reads one job's title from a plural hiring headline", () => {
    expect(title('Now hiring Extrusion Operators\nPellworth Plastics · Akron, OH')).toBe('Extrusion Operator')
    expect(title('Hiring Delivery Drivers - $22/hr\nRidgeline Supply')).toBe('Delivery Driver')
    expect(title('Now hiring Tax Accountant, Trusts & Estates\nRidgeline CPAs')).toBe(
      'Tax Accountant, Trusts & Estates',
    )
  })

  it('reads one job from a "Needed" or "Wanted" headline, a hiring label in capitals, and past pictures', () => {
    expect(title('Line Cooks Needed!\nBluefin Tavern is a lakeside grill.')).toBe('Line Cook')
    expect(title('Experienced Roofers Wanted\nSummit Crest Roofing · Boise, ID')).toBe('Experienced Roofer')
    expect(title('NOW HIRING: CDL-A DRIVERS\nIronleaf Freight Lines, Inc.')).toBe('CDL-A Driver')
    expect(title('🚚 Now Hiring Delivery Drivers 🚚\nCopperline Couriers is growing.')).toBe(
      'Delivery Driver',
    )
  })

  it('reads no office or department line as the title, and reads "invites applications for"', () => {
    expect(title('Office of the Registrar\nAssistant Registrar\nLakemont College seeks a registrar.')).toBe(
      'Assistant Registrar',
    )
    expect(
      title('Welcome!\nLakemont College invites applications for the position of Assistant Registrar.'),
    ).toBe('Assistant Registrar')
  })

  it('reads no job word that a hiring sentence names past its verb', () => {
    const agency =
      'Talon Talent Group is recruiting on behalf of Graystone Mills, a paper manufacturer in Maine.'
    expect(title(`Maintenance Mechanic\n${agency}`)).toBe('Maintenance Mechanic')
  })

  it('reads "join as" and a lower-case job after words of praise', () => {
    expect(
      title("About Stellmark\nThe role\nYou'll join as a Senior Data Engineer on the platform team."),
    ).toBe('Senior Data Engineer')
    expect(
      title('Tidewell Vet Clinic\nOur small-animal practice needs a veterinary technician who loves cats.'),
    ).toBe('veterinary technician')
  })

  it('reads the job a question, "Become our next" or a "wanted for" line names', () => {
    expect(
      title('Are you an experienced welder looking for steady work?\nForgeway Fabrication has openings.'),
    ).toBe('welder')
    expect(title('Become our next Store Manager!\nPinecrest Hardware has served Bend since 1971.')).toBe(
      'Store Manager',
    )
    expect(title('Dental Hygienist wanted for busy family practice\nSmile Cove Dental')).toBe(
      'Dental Hygienist',
    )
  })

  it('drops the word for the vacancy and reads a call to apply as a label', () => {
    expect(title('Bookkeeper opening at Larkmoor Accounting\n- Reconcile accounts')).toBe('Bookkeeper')
    expect(title('URGENT: Forklift Operator\nBaymoor Distribution · Stockton, CA')).toBe('Forklift Operator')
    expect(title('Immediate Opening - Office Assistant\nGreymoor Property Management')).toBe(
      'Office Assistant',
    )
  })

  it('reads a title an opening, an addition, a search or a role names in a sentence', () => {
    const name = 'Kestmoor Dental Arts\n'
    expect(title(`${name}We have an immediate opening for an experienced dental assistant in Fresno.`)).toBe(
      'dental assistant',
    )
    expect(
      title(`${name}We are looking to fill the role of Member Service Representative at our branch.`),
    ).toBe('Member Service Representative')
    expect(
      title('Pinemoor Animal Hospital is adding a Veterinary Receptionist to our front desk team.'),
    ).toBe('Veterinary Receptionist')
    expect(title(`${name}We need drivers for the season.`)).toBe('Kestmoor Dental Arts') // no one job
  })

  it('reads a form pasted without its colons', () => {
    expect(title('Job Title\nWarehouse Lead\nCompany\nRivermoor Supply Co.')).toBe('Warehouse Lead')
  })

  it('reads the title a description opens on with what the job leads or manages', () => {
    expect(title('Position Summary\nThe Maintenance Supervisor leads a crew of six at our plant.')).toBe(
      'Maintenance Supervisor',
    )
  })

  it('reads the title a recruiting call or an invitation leaves to the next line', () => {
    expect(
      title('Kestrel Air flies to 30 cities.\nWe are now recruiting:\nGROUND HOST (PASSENGER SERVICES)'),
    ).toBe('Ground Host')
    const council =
      'MARLOW DISTRICT COUNCIL\nCompetition Ref: 12/26\nThe Council invites applications from suitably qualified persons for the position of\nBUILDING CONTROL OFFICER\nand for a panel.'
    expect(title(council)).toBe('Building Control Officer')
    // A notice's sentence wrapped by the PDF: "… needs to" / "recruit:" / the title.
    expect(
      title(
        'HAI AN GARMENT CO., LTD.\nRECRUITMENT NOTICE\nHai An Garment (export sewing) needs to\nrecruit:\nSEWING SUPERVISOR',
      ),
    ).toBe('Sewing Supervisor')
  })

  it('reads one job from openings in the plural, a call in capitals, a count or a bare gender note', () => {
    expect(title('DATE PALM POLLINATORS\nWadeema L.L.C.\nWe need palm pollinators.')).toBe(
      'Date Palm Pollinator',
    )
    expect(cleanTitle('📣 WE ARE HIRING LOUNGE SINGERS! 🎤')).toBe('Lounge Singer')
    expect(cleanTitle('HIRING PO!')).not.toBe('PO')
    expect(title('Kabayan Hotel Inc. is looking for 2 lounge singers for our bar.')).toBe('lounge singer')
    expect(cleanTitle('Océanographe H/F / Oceanographer M/F')).toBe('Oceanographer')
    // A plural that names no person is the job's field.
    expect(title('VP Sales\nKiln Ltd')).toBe('VP Sales')
  })

  it("passes over a careers page's own title, a poster's field and a pay band for the title", () => {
    expect(title('Gulf Dunes Bank Careers\nForeign Exchange Dealer\nManama')).toBe('Foreign Exchange Dealer')
    expect(title('Kiln Works - Careers\nStockbroker (Single License)\nBangkok')).toBe('Stockbroker')
    expect(title('Street Sweeper Operator - Nights\nJob Type: Full-Time\nHiring: Company')).toBe(
      'Street Sweeper Operator',
    )
    expect(title('Road Worker - Ouyen Depot\nClassification: Band 3 under the Agreement')).toBe('Road Worker')
    expect(isTitleLine('Doncaster')).toBe(false)
    expect(cleanTitle('ROV Pilot Technician role - Aberdeen')).toBe('ROV Pilot Technician')
    expect(title('Job Description\nCompensation Analyst, Total Rewards-2700451\nDescription')).toBe(
      'Compensation Analyst, Total Rewards',
    )
  })

  it('reads the title a sentence goes on to name after "as", or a "Now …ing" headline announces', () => {
    expect(
      title(
        'Kestrel Air\nCabin Crew Trainer\nApply\nWe are seeking experienced attendants to join our team as Cabin Crew Trainers.',
      ),
    ).toBe('Cabin Crew Trainer')
    expect(cleanTitle('Now contracting Mobile Notaries - Leeds')).toBe('Mobile Notary')
  })

  it("passes over a bulletin's fields and the body that hires to the title line", () => {
    const bulletin =
      'CITY OF ASHVALE\nDepartment of Human Resources\nClass Code: 2211\nOpen Date: 03/02\nSalary: $30 - $40 Hourly\nDepartment: Public Works\nBargaining Unit: Local 12\nBRIDGE MAINTENANCE WORKER II\nTHE POSITION\nUnder supervision, repairs bridges.'
    expect(title(bulletin)).toBe('Bridge Maintenance Worker II')
    expect(
      title('Office for Coastal Licensing\nPolicy and Data Directorate\nSenior Data Analyst\nGrade: SEO'),
    ).toBe('Senior Data Analyst')
  })

  it('keeps the specialty of a job O*NET does not name when the comma leaves no other title', () => {
    expect(title('Position: Peer Recovery Worker, Youth and Families\nStatus: Permanent')).toBe(
      'Peer Recovery Worker, Youth and Families',
    )
    expect(title('Acme Stores, Welder\nPay: $30')).toBe('Welder')
  })

  it("prints the header's fuller title over the employer's own sentence that names the job in short", () => {
    const ad =
      'Claims Examiner, Marine Cargo\nTidewell Mutual\nAbout the job\nWe are looking for a Claims Examiner to join our marine team.'
    expect(title(ad)).toBe('Claims Examiner, Marine Cargo')
    const named =
      'Buyer, Frozen Foods - Pellworth Grocers\nPellworth Grocers is hiring a Buyer to join the category team in Leeds.'
    expect(title(named)).toBe('Buyer, Frozen Foods')
    expect(title('Buyer - Pellworth Grocers\nPellworth Grocers is hiring a Buyer to join us.')).toBe('Buyer')
  })

  it("never takes an organisation's name for the title, with its legal form after a comma too", () => {
    expect(title('Harrowgate Millers, LLC\nYard Foreman\nSpringfield, IL\nWe mill oats.')).toBe(
      'Yard Foreman',
    )
    expect(title('Five Rivers Growers Co-op | Field Agronomist\nWe sell seed.')).toBe('Field Agronomist')
    expect(title('Quillon Partners\nBookkeeper\nAbout the job\nWe keep books.')).toBe('Bookkeeper')
  })

  it('reads a title followed by whom the job serves', () => {
    expect(title('Brackenridge Holdings\nPersonal Assistant to the Chairman\nYou will run the diary.')).toBe(
      'Personal Assistant to the Chairman',
    )
  })

  it('reads a long header line of name, title and place joined by plain hyphens', () => {
    const ad =
      'Brightwater Contact Centre Services Inc. - Senior Shift Supervisor, Inbound Sales - Davao City\nBrightwater is a BPO.'
    expect(title(ad)).toBe('Senior Shift Supervisor, Inbound Sales')
  })

  it("prints the header's fuller title over a hiring sentence's short one", () => {
    const ad =
      'Tollgate Advisory Ltd\nAssociate, Debt Advisory\nAbout the job\nWe are looking for an Associate to join our debt team.'
    expect(title(ad)).toBe('Associate, Debt Advisory')
  })

  it('passes over a call to apply and a bulletin field above the blocks before the title', () => {
    const ad = `URGENT HIRING!!!\nWho we are\n${'Brackwater Glass has glazed Hull since 1950.\n'.repeat(6)}Glazier\nWe glaze.`
    expect(title(ad)).toBe('Glazier')
    expect(title(`Location: Hull\n${ad.split('\n').slice(1).join('\n')}`)).toBe('Glazier')
  })

  it('keeps a specialty that names whom the job serves, though it is written with a possessive', () => {
    expect(title("Social Worker, Children's Services\nBrackwater Council\nWe protect children.")).toBe(
      "Social Worker, Children's Services",
    )
  })

  it("reads a title line with a board's words after it, though the title holds a heading's word", () => {
    expect(title('Education Officer - job post\nBrackwater Museum\nHull, Yorkshire\nWe run a museum.')).toBe(
      'Education Officer',
    )
  })

  it('reads the title after a call to apply on its line, and no place with its article or owner as a specialty', () => {
    const about = 'Brackwater Glass has glazed Hull since 1950.\n'.repeat(6)
    expect(title(`We're hiring! Glazier\nWho we are\n${about}Glazier\nWe glaze.`)).toBe('Glazier')
    expect(title('Bartender, The Tin Lantern Tavern\nWe pour.')).toBe('Bartender')
    expect(title("Mechanic, Rosa's Auto Repair\nWe fix cars.")).toBe('Mechanic')
  })

  it('names one job where a hiring sentence counts openings in the plural', () => {
    expect(
      title(
        'Bin Crew Member\nPlacewell Staffing are recruiting Bin Loaders on behalf of a council contractor.',
      ),
    ).toBe('Bin Loader')
    expect(title('Ardent Foods is hiring Pastry Chefs for its new bakery.')).toBe('Pastry Chef')
    // Openings in lower case name the header's own line in the singular.
    expect(title('Roadie\nThe Lyric Rooms\n\nWe are looking for roadies for the winter tour.')).toBe('Roadie')
  })

  it("reads a footer's category field as no title", () => {
    const ad =
      'Job Description\nHydraulics Fitter III-7741205\nDescription\nWe service cranes across the region.\n'
    expect(title(`${ad}Job: Maintenance\nPrimary Location: US-TX-Austin`)).toBe('Hydraulics Fitter III')
  })

  it('ends the title where a board glues on the shift, the pay or a code', () => {
    expect(title('Case Picker 3rd Shift $21/hr + $1.50 diff #DC-5512\nPosted today')).toBe('Case Picker')
  })

  it('reads a call to apply, however dressed, as no title', () => {
    expect(
      title('🌟 JOB OPPORTUNITY 🌟\nWe are looking for a cheerful Garden Centre Assistant to join us.'),
    ).toBe('Garden Centre Assistant')
  })

  it('reads a job O*NET does not name by its role word, with its specialty', () => {
    expect(title('Kestrel Hall\nCareers\nCoordinator, Donor Stewardship\nFull-Time')).toBe(
      'Coordinator, Donor Stewardship',
    )
    // One such word alone is a level or a contract, not the job.
    expect(title('Senior Paralegal\nHybrid · Full-time · Associate')).toBe('Senior Paralegal')
  })

  it("prefers a title line at the top to a school board's position type", () => {
    expect(title('Lakeview Elementary\nPlayground Monitor\nPosition Type: Support Staff/Recess Aide')).toBe(
      'Playground Monitor',
    )
  })

  it('reads a classified\'s title in capitals before "wanted by"', () => {
    expect(
      title('SITUATIONS VACANT\nTRAINEE ROOFER wanted by Slate & Sons Roofing, family firm since 1990.'),
    ).toBe('Trainee Roofer')
  })

  it('reads a post a public service names, in a field or in its sentence', () => {
    expect(title('VACANCY\nPOST: STOREKEEPER\nGRADE: C1')).toBe('Storekeeper')
    expect(title('NOTICE\nApplications are invited for the post of Records Clerk, Grade B.')).toBe(
      'Records Clerk',
    )
  })

  it('reads the job after a call in emoji and after an employer named as a field', () => {
    expect(title("📢 We're hiring: Pastry Cook at Saffron Lane (Doha)")).toBe('Pastry Cook')
    expect(title('Ravel Opticians: Optical Assistant (Hull)\nWe fit glasses.')).toBe('Optical Assistant')
  })

  it('shows a title printed in capitals in title case, keeping its acronyms', () => {
    expect(title('HVAC SERVICE TECHNICIAN II\nAcme')).toBe('HVAC Service Technician II')
    expect(title('AIR FREIGHT AGENT\nAcme')).toBe('Air Freight Agent')
  })

  it("reads a bilingual board's title without the words in another script", () => {
    expect(title('Store Assistant 店務助理\nLucky Star Trading Limited')).toBe('Store Assistant')
  })

  it('reads the job from more of the ways ads name it', () => {
    // "The role:" names the job only with a title after it.
    expect(title('About Pell & Co\nPell & Co sells tools.\nThe role: Counter Sales Assistant')).toBe(
      'Counter Sales Assistant',
    )
    expect(title('Our client, Tamar Haulage Ltd, a Plymouth carrier, seeks a Transport Planner.')).toBe(
      'Transport Planner',
    )
    expect(title('We are hiring a "Yard Supervisor" at Tamar Haulage Ltd!')).toBe('Yard Supervisor')
    expect(
      title('Yard Supervisor\nTamar Haulage Ltd is seeking an experienced supervisor for our depot.'),
    ).toBe('Yard Supervisor')
    expect(title('Plymouth – Warehouse Operative – Nights\nTamar Haulage Ltd')).toBe('Warehouse Operative')
    expect(title('Vacancy Ref: 3310 – Site Supervisor\nTamar Homes Ltd')).toBe('Site Supervisor')
  })

  it('reads a title a chat post, a date field or a multi-job post would hide', () => {
    // Taleo's posting date is no title; the title's own line under the heading is.
    expect(
      title(
        'Larkfield Trams Careers\nJob Description\nTrainee Tram Driver\nJob Posting: 02-Mar-2027, 8:00:00 AM',
      ),
    ).toBe('Trainee Tram Driver')
    expect(title('Pellow Hay Farms Pty Ltd – Wagga NSW\nWANTED: Shed Hand (experienced) – autumn run')).toBe(
      'Shed Hand',
    )
    expect(
      title('*Dunewood Garments LLC* - Ajman\nWe need *SEAMSTRESS* for uniforms, immediate joining'),
    ).toBe('Seamstress')
    expect(
      title(
        'HIRING PO!\nBahay Kusina in Cebu is looking for 1 COOK and 2 SERVERS.\nFor the Cook:\n- Big batch cooking',
      ),
    ).toBe('Cook')
    expect(
      title(
        'Careers at the Brinemoor\nBrinemoor Marine Trust is looking for someone to join our Husbandry team as an Aquarist in our galleries.',
      ),
    ).toBe('Aquarist')
    expect(title('Join Tūī Logistics as a Yard Supervisor - Night Shift (Hornby)')).toBe('Yard Supervisor')
    expect(
      title(
        'Tembe Guarding (Pty) Ltd provides executive protection in Gauteng.\nWe have a vacancy for a Close Protection Officer based in Sandton.',
      ),
    ).toBe('Close Protection Officer')
    // A second-language "we search a", and a note in brackets after the job.
    expect(title('VACANCY\nSo we search a tree climber (boomverzorger) with experience.')).toBe(
      'tree climber',
    )
  })

  it("prefers the ad's own title line to a board's filing of it with its subcategory", () => {
    expect(
      title(
        'Roast Duck Chef 燒味師傅\nJade Court Restaurants Limited\nChef/Cook (Hospitality & Tourism)\nFull time',
      ),
    ).toBe('Roast Duck Chef')
    expect(title('Surveyor I/II\nHollin & Pike Surveying\nBoise, ID | Full-time')).toBe('Surveyor')
  })

  it('reads the job a sentence names after praise, a pay band, a plural or a phrase that names none', () => {
    expect(
      title(
        'Job summary\nThe Renal Unit at Eastfold General Hospital is looking for an enthusiastic and motivated Band 5 Dialysis Nurse to join our team.',
      ),
    ).toBe('Dialysis Nurse')
    expect(
      title(
        'Pīwakawaka Kindergartens Ltd is looking for a kind, confident leader to become Centre Manager at our Tauranga centre.',
      ),
    ).toBe('Centre Manager')
    expect(
      title(
        'Ironbark Recruitment is partnering with Ochre Gold Pty Ltd to find experienced Shotfirers for its open pit.\nThe role\nWorking in the drill and blast crew, you will:',
      ),
    ).toBe('Shotfirer')
    expect(title('Umoja Copper Holdings Ltd | Investor Relations Manager | Sandton, Johannesburg')).toBe(
      'Investor Relations Manager',
    )
  })

  it("reads the job a line's later sentence introduces, with its specialty", () => {
    expect(
      title(
        "Do you believe music can change a child's life? The Harbour Youth Orchestra Trust is looking for a Director, Learning Programmes to lead our schools work.\nLocation: Cork",
      ),
    ).toBe('Director, Learning Programmes')
  })

  it('reads a title with its field after "of", and after "in" for an academic post', () => {
    expect(
      title('We are a language school.\n\nWe are looking for a Director of Operations, to start in May.'),
    ).toBe('Director of Operations')
    expect(isTitleLine('Senior Lecturer in Marketing')).toBe(true)
    expect(isTitleLine('Chef in Dubai')).toBe(false)
  })

  it('drops a call to apply and what the job is for beside the title', () => {
    expect(cleanTitle('Job offer - Head Teacher')).toBe('Head Teacher')
    expect(cleanTitle('PASTRY CHEF for Lebanese bakery')).toBe('Pastry Chef')
    expect(cleanTitle('Coordinator for Student Services')).toBe('Coordinator for Student Services')
    expect(title('URGENT REQUIREMENT\nPASTRY CHEF for Lebanese bakery – Doha\n\nSalary: 3000 QAR')).toBe(
      'Pastry Chef',
    )
  })

  it('reads the English half of a title in two languages and the header over a sentence that adds to it', () => {
    expect(cleanTitle('Schweißer / Welder')).toBe('Welder')
    expect(
      title('Solicitor, Family Law\nHale & Co LLP\n\nWe are looking for a 3-6 PQE Solicitor to join us.'),
    ).toBe('Solicitor, Family Law')
    expect(
      title('Courier\nEastway Couriers Inc.\n\nWe are hiring professional Couriers for day shifts.'),
    ).toBe('Courier')
  })

  it('reads the job a later sentence names before a start date', () => {
    expect(
      title(
        'Expat Community\nFjord Gardens ApS is a garden company. We are looking for a gardener from 1 March.',
      ),
    ).toBe('gardener')
  })

  it("reads a field whose stem is a job's as no title, unless a job leads to it", () => {
    expect(isTitleLine('Civil Engineering')).toBe(false)
    expect(isTitleLine('Director of Nursing')).toBe(true)
  })

  it("reads a trade's compound named in a sentence, and the header's one job for openings in the plural", () => {
    expect(
      title('We are looking for an experienced hedgelayer to join our crew.\nThe work\n- Lay hedges'),
    ).toBe('hedgelayer')
    expect(
      title('Lead Animator – Montreal\nHi Sam,\nOrca Studio Inc. is looking for Lead Animators to join us.'),
    ).toBe('Lead Animator')
  })

  it('reads a header title ending in a role word no title list has', () => {
    expect(isTitleLine('Exam Invigilator')).toBe(true)
  })

  it("reads a trade's plural in -men as one job", () => {
    expect(cleanTitle('LINEMEN (OVERHEAD)')).toBe('Lineman')
    expect(cleanTitle('Foremen')).toBe('Foreman')
  })

  it("reads a board's filing of the ad by role as no title, and a title written short in a sentence as the header's", () => {
    expect(
      title(
        'Biostatistics Lead II\nKaveri Trials Pvt. Ltd.\nWe are hiring for Biostatistics Lead II.\nRole: Clinical Data Manager\nIndustry Type: Pharmaceutical\nRole Category: Clinical Research',
      ),
    ).toBe('Biostatistics Lead II')
    expect(
      title(
        'Heavy Goods Vehicle Driver\nDoha\nAl Noor Haulage W.L.L. is looking for experienced HGV Drivers for our fleet.',
      ),
    ).toBe('Heavy Goods Vehicle Driver')
  })

  it("drops German's gender marks and reads a master as a role", () => {
    expect(cleanTitle('Bademeister:in / Pool Master (w/m/d)')).toBe('Pool Master')
    expect(isTitleLine('Harbour Master')).toBe(true)
  })

  it("knows the titles boards outside the US write, which O*NET's titles lack", () => {
    for (const title of ['Sales Executive', 'Warehouse Operative', 'Teaching Assistant', 'Support Worker'])
      expect(isKnownTitle(title)).toBe(true)
    const ad = 'Notice\n\nAcme Limited is looking for a motivated Sales Executive to cover our routes.'
    expect(findJobTitle(ad.split('\n'))).toBe('Sales Executive')
  })

  it('reads praise joined by "and" before a title in a sentence as praise', () => {
    const ad =
      'Notice\n\nAcme Limited is looking for energetic and result-oriented FIELD SALES REPRESENTATIVES (12 positions) to cover our routes.'
    expect(findJobTitle(ad.split('\n'))).toBe('Field Sales Representative')
  })

  it('reads the title under pay and perks an ad opens on, past a pay class in a field, and after "need 2 more"', () => {
    const perks = [
      '£13.40 per hour + £1.60 per hour night enhancement',
      '48 hours guaranteed every week, 4 nights on / 4 nights off',
      'Liveried patrol vehicle and fuel card provided',
      'SIA licence renewal paid by us',
      "28 days' paid holiday and pension",
      'Paid weekly',
      'Mobile Patrol Security Officer – Nights',
      'Greater Manchester',
    ]
    expect(title(perks.join('\n'))).toBe('Mobile Patrol Security Officer')
    expect(
      title('Clinical Pharmacist - Emergency Department\nJob Reference: 918402\nClassification: AHP2'),
    ).toBe('Clinical Pharmacist')
    expect(title('Roti Kinta Bakery\nWe need 2 more Bakery Assistants to join our morning team.')).toBe(
      'Bakery Assistant',
    )
  })

  it('reads a headline without its filing tag, a call\'s "required for" and the country an agency recruits for', () => {
    expect(cleanTitle('[TUYỂN DỤNG] WE ARE HIRING IELTS INSTRUCTORS 🌟🌟')).toBe('IELTS Instructor')
    expect(cleanTitle('Office Boy Required for Software House – DHA Phase 6')).toBe('Office Boy')
    expect(cleanTitle('WELDERS FOR QATAR 🇶🇦')).toBe('Welder')
    expect(cleanTitle('Nurse for Children')).toBe('Nurse for Children')
  })

  it("reads a heading's title in full over a field that shortens it", () => {
    const ad =
      'Maintenance Technician - Full Time $24/hr (Nampa)\ncompensation: $24/hr\njob title: maint tech'
    expect(title(ad)).toBe('Maintenance Technician')
  })
})
