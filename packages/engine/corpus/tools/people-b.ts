import { cert, edu, job, type Person, ref } from './person.ts'

const standard = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  references: 'References',
}

export const peopleB: Person[] = [
  {
    id: 'tomas-obriain-civil',
    nameSuffix: 'PE',
    headings: {
      ...standard,
      experience: 'Professional Experience',
      skills: 'Technical Proficiencies',
      certifications: 'Registrations',
    },
    jobLocations: ['Dublin, Ireland', 'Galway, Ireland'],
    data: {
      personal_information: {
        name: 'Tomás Ó Briain',
        email: 'tomas.obriain@eircom.net',
        phone: '+353 87 123 4567',
        linkedin: 'linkedin.com/in/tomasobriain',
        location: 'Dublin, Ireland',
        position: 'Civil Engineer',
      },
      professional_summary:
        'Chartered civil engineer designing drainage and road schemes, from feasibility studies to site supervision.',
      work_experience: [
        job(
          'Senior Civil Engineer',
          'Clarke Byrne Consulting Engineers',
          'May 2018 – Present',
          'Lead designer on a €30M flood relief scheme protecting 900 homes.',
          'Supervise site works and certify contractor payments.',
        ),
        job(
          'Graduate Engineer',
          'Galway County Council',
          'Sep 2014 – Apr 2018',
          'Designed junction upgrades and pedestrian crossings.',
          'Prepared tender documents for road resurfacing programmes.',
        ),
      ],
      education: [edu('University of Galway', 'BEng Civil Engineering', '2010 – 2014')],
      skills: [
        'Civil 3D',
        'Drainage Design',
        'Flood Modelling',
        'Contract Administration',
        'AutoCAD',
        'Site Supervision',
      ],
      certifications: [cert('Chartered Engineer', 'Engineers Ireland', '2019')],
      references: [],
    },
  },
  {
    id: 'grace-adeyemi-hr',
    headings: {
      ...standard,
      summary: 'Career Summary',
      experience: 'Relevant Experience',
      skills: 'Core Skills',
    },
    data: {
      personal_information: {
        name: 'Grace Adeyemi',
        email: 'grace.adeyemi@gmail.com',
        phone: '(404) 555-0176',
        linkedin: 'linkedin.com/in/graceadeyemi',
        location: 'Atlanta, GA',
        position: 'HR Generalist',
      },
      professional_summary:
        'HR generalist with broad experience in recruiting, onboarding and employee relations for growing companies.',
      work_experience: [
        job(
          'HR Generalist',
          'Peachtree Health Partners',
          'January 2021 – Present',
          'Support 600 employees across five clinics on policy, leave and benefits questions.',
          'Rebuilt onboarding, cutting first-90-day turnover from 21% to 12%.',
        ),
        job(
          'Recruiting Coordinator',
          'Magnolia Staffing',
          'June 2018 – December 2020',
          'Scheduled 80 interviews a week and managed offer letters.',
        ),
      ],
      education: [edu('Georgia State University', 'Bachelor of Business Administration', '2014 – 2018')],
      skills: [
        'Employee Relations',
        'Onboarding',
        'Workday',
        'Benefits Administration',
        'Recruiting',
        'FMLA',
      ],
      certifications: [cert('SHRM-CP', 'SHRM', '2022')],
      references: [
        ref(
          'Denise Walker',
          'HR Director',
          'Peachtree Health Partners',
          '(404) 555-0190',
          'dwalker@peachtree.example.com',
        ),
      ],
    },
  },
  {
    id: 'liam-murphy-plumber',
    headline: false,
    headings: {
      ...standard,
      experience: 'Work History',
      skills: 'Skills',
      certifications: 'Tickets & Certifications',
    },
    jobLocations: ['Cork, Ireland', 'Cork, Ireland'],
    data: {
      personal_information: {
        name: 'Liam Murphy',
        email: 'liam.murphy.plumbing@gmail.com',
        phone: '+353 86 765 4321',
        linkedin: '',
        location: 'Cork, Ireland',
        position: 'Plumber',
      },
      professional_summary:
        'Qualified plumber with domestic and light commercial experience, reliable and tidy on site.',
      work_experience: [
        job(
          'Plumber',
          'Lee Valley Heating & Plumbing',
          '2020 – Present',
          'Install boilers, heat pumps and bathroom suites in new and existing homes.',
          'Carry out fault finding and repairs for 15 service calls a week.',
        ),
        job(
          'Apprentice Plumber',
          'J. Daly Mechanical',
          '2016 – 2020',
          'Completed a four-year SOLAS apprenticeship.',
        ),
      ],
      education: [edu('Cork Training Centre', 'Advanced Certificate in Plumbing', '2016 – 2020')],
      skills: ['Heat Pumps', 'Boiler Installation', 'Pipe Fitting', 'Fault Finding', 'Bathroom Fitting'],
      certifications: [cert('Safe Pass', 'SOLAS', '2023')],
      references: [],
    },
  },
  {
    id: 'chloe-dubois-design',
    headings: { ...standard, summary: 'About', experience: 'Experience', skills: 'Software' },
    data: {
      personal_information: {
        name: 'Chloé Dubois',
        email: 'hello@chloedubois.design',
        phone: '+1 514 555 0139',
        linkedin: 'linkedin.com/in/chloedubois',
        location: 'Montréal, QC',
        position: 'Graphic Designer',
      },
      professional_summary:
        'Graphic designer creating bilingual brand identities, packaging and editorial layouts for cultural organisations.',
      work_experience: [
        job(
          'Graphic Designer',
          'Studio Boréal',
          'Mar 2020 – Present',
          'Designed identities for 14 festivals and museums in Québec.',
          'Prepare print-ready files and manage press checks.',
        ),
        job(
          'Junior Designer',
          'Maison Éditions Laval',
          'Jul 2017 – Feb 2020',
          'Laid out 20 books and the quarterly catalogue.',
        ),
      ],
      education: [edu('Université du Québec à Montréal', 'Bachelor of Graphic Design', '2013 – 2017')],
      skills: [
        'Adobe InDesign',
        'Illustrator',
        'Photoshop',
        'Typography',
        'Packaging Design',
        'Brand Identity',
      ],
      certifications: [],
      references: [],
    },
  },
  {
    id: 'ahmed-hassan-hvac',
    headings: {
      ...standard,
      summary: 'Profile',
      experience: 'Work Experience',
      skills: 'Technical Skills',
      certifications: 'Certifications',
    },
    data: {
      personal_information: {
        name: 'Ahmed Hassan',
        email: 'ahmed.hassan.hvac@gmail.com',
        phone: '(713) 555-0152',
        linkedin: '',
        location: 'Houston, TX',
        position: 'HVAC Service Technician',
      },
      professional_summary:
        'HVAC technician experienced with commercial rooftop units, chillers and building automation.',
      work_experience: [
        job(
          'HVAC Service Technician',
          'Gulf Coast Mechanical',
          'Feb 2019 - Present',
          'Diagnose and repair rooftop units, split systems and chillers for 60 commercial clients.',
          'Keep a 95% first-visit fix rate.',
        ),
        job(
          'Maintenance Technician',
          'Bayside Properties',
          'May 2016 - Jan 2019',
          'Maintained HVAC, plumbing and electrical systems for 400 apartments.',
        ),
      ],
      education: [edu('Lone Star College', 'Certificate in HVAC Technology', '2015 - 2016')],
      skills: [
        'Refrigerant Recovery',
        'Chillers',
        'Building Automation',
        'Electrical Diagnostics',
        'Preventive Maintenance',
      ],
      certifications: [
        cert('EPA Section 608 Universal', 'EPA', '2016'),
        cert('NATE Certified', 'NATE', '2020'),
      ],
      references: [],
    },
  },
  {
    id: 'emily-carter-paralegal',
    headings: {
      ...standard,
      summary: 'Summary',
      experience: 'Professional Experience',
      skills: 'Skills',
      certifications: 'Certifications',
    },
    data: {
      personal_information: {
        name: 'Emily Carter',
        email: 'emily.carter@mail.com',
        phone: '303.555.0117',
        linkedin: 'linkedin.com/in/emilycarterparalegal',
        location: 'Denver, CO',
        position: 'Litigation Paralegal',
      },
      professional_summary:
        'Litigation paralegal who keeps case files, deadlines and exhibits in order for busy trial teams.',
      work_experience: [
        job(
          'Litigation Paralegal',
          'Hartley Stone & Rivera',
          'Nov 2019 – Present',
          'Manage discovery for 30 active cases in Relativity.',
          'Prepare trial binders and exhibit lists for six trials.',
        ),
        job(
          'Legal Assistant',
          'Colorado Legal Aid Society',
          'Aug 2016 – Oct 2019',
          'Drafted correspondence and filed pleadings in state court.',
        ),
      ],
      education: [edu('University of Denver', 'Certificate in Paralegal Studies', '2016')],
      skills: ['Relativity', 'Legal Research', 'Case Management', 'E-Filing', 'Document Review'],
      certifications: [cert('Certified Paralegal', 'NALA', '2018')],
      references: [],
    },
  },
  {
    id: 'rafael-costa-finance',
    nameSuffix: 'CFA',
    headings: {
      ...standard,
      summary: 'Executive Summary',
      experience: 'Professional Experience',
      skills: 'Skills',
      certifications: 'Credentials',
    },
    data: {
      personal_information: {
        name: 'Rafael Costa',
        email: 'rafael.costa@finmail.com.br',
        phone: '+55 11 98765 4321',
        linkedin: 'linkedin.com/in/rafaelcosta',
        location: 'São Paulo, Brazil',
        position: 'Senior Financial Analyst',
      },
      professional_summary:
        'Financial analyst covering corporate planning and valuation, fluent in Portuguese, English and Spanish.',
      work_experience: [
        job(
          'Senior Financial Analyst',
          'Banco Meridiano S.A.',
          '2020 – Present',
          'Build the annual budget and rolling forecast for a R$1.2 billion business unit.',
          'Valued four acquisitions, two of which closed.',
        ),
        job(
          'Financial Analyst',
          'Alvorada Energia',
          '2016 – 2020',
          'Prepared monthly variance analysis for the CFO.',
          'Modelled returns for solar and wind projects.',
        ),
      ],
      education: [edu('Fundação Getulio Vargas', 'Bachelor of Economics', '2012 – 2016')],
      skills: ['Financial Modelling', 'Valuation', 'FP&A', 'Excel', 'Power BI', 'Portuguese', 'Spanish'],
      certifications: [cert('CFA Charterholder', 'CFA Institute', '2021')],
      references: [],
    },
  },
  {
    id: 'ingrid-johansson-pm',
    nameSuffix: 'PMP',
    headings: { ...standard, summary: 'Profile', experience: 'Experience', skills: 'Competencies' },
    data: {
      personal_information: {
        name: 'Ingrid Johansson',
        email: 'ingrid.johansson@telia.se',
        phone: '+46 70 123 45 67',
        linkedin: 'linkedin.com/in/ingridjohansson',
        location: 'Gothenburg, Sweden',
        position: 'Project Manager',
      },
      professional_summary:
        'Project manager delivering manufacturing IT and plant upgrade projects on time and on budget.',
      work_experience: [
        job(
          'Project Manager',
          'Volvena Automotive AB',
          'Jan 2018 – Present',
          'Delivered an SEK 80 million MES rollout across three plants.',
          'Run steering committees and report risks to the plant directors.',
        ),
        job(
          'Project Coordinator',
          'Göta Industrial Systems',
          'Jun 2014 – Dec 2017',
          'Tracked budgets and schedules for 12 automation projects.',
        ),
      ],
      education: [
        edu('Chalmers University of Technology', 'MSc Industrial Engineering and Management', '2012 – 2014'),
      ],
      skills: [
        'Project Planning',
        'Risk Management',
        'MS Project',
        'Stakeholder Management',
        'Agile',
        'Budget Control',
      ],
      certifications: [cert('Project Management Professional', 'PMI', '2019')],
      references: [],
    },
  },
  {
    id: 'samuel-okafor-driver',
    headline: false,
    headings: {
      ...standard,
      summary: 'Summary',
      experience: 'Driving Experience',
      skills: 'Skills',
      certifications: 'Licenses & Endorsements',
    },
    jobLocations: ['Columbus, OH', 'Dayton, OH'],
    data: {
      personal_information: {
        name: 'Samuel Okafor',
        email: 'sam.okafor.cdl@gmail.com',
        phone: '(614) 555-0184',
        linkedin: '',
        location: 'Columbus, OH',
        position: 'Class A CDL Driver',
      },
      professional_summary:
        'Class A driver with 600,000 accident-free miles in regional and over-the-road freight.',
      work_experience: [
        job(
          'Class A CDL Driver',
          'Buckeye Freight Lines',
          'March 2017 – Present',
          'Haul dry van and refrigerated loads across 14 Midwest states.',
          'Maintain on-time delivery above 98% with ELD logs always compliant.',
        ),
        job(
          'Delivery Driver',
          'Miami Valley Supply',
          'April 2013 – February 2017',
          'Delivered building materials to 20 job sites a day.',
        ),
      ],
      education: [edu('Columbus State Community College', 'CDL Training Program', '2013')],
      skills: ['Pre-Trip Inspections', 'ELD Logs', 'Reefer Loads', 'Route Planning', 'DOT Regulations'],
      certifications: [cert('Class A CDL with Hazmat Endorsement', 'Ohio BMV', '2017')],
      references: [],
    },
  },
  {
    id: 'meiling-chen-research',
    nameSuffix: 'PhD',
    headings: {
      ...standard,
      summary: 'Research Summary',
      experience: 'Research Experience',
      skills: 'Techniques',
      certifications: 'Certifications',
    },
    data: {
      personal_information: {
        name: 'Mei-Ling Chen',
        email: 'meiling.chen@labmail.org',
        phone: '(617) 555-0145',
        linkedin: 'linkedin.com/in/meilingchen',
        location: 'Cambridge, MA',
        position: 'Research Scientist, Protein Engineering',
      },
      professional_summary:
        'Protein engineer with postdoctoral and industry experience in antibody discovery and high-throughput screening.',
      work_experience: [
        job(
          'Research Scientist',
          'Helix Therapeutics',
          '2021 – Present',
          'Lead a team of three running yeast display campaigns for antibody discovery.',
          'Built an automated screening workflow that tripled weekly throughput.',
        ),
        job(
          'Postdoctoral Fellow',
          'Whitehead Institute',
          '2017 – 2021',
          'Engineered thermostable enzymes; five publications, two as first author.',
        ),
      ],
      education: [
        edu('Stanford University', 'Ph.D. in Biochemistry', '2011 – 2017'),
        edu('National Taiwan University', 'B.S. in Chemistry', '2007 – 2011'),
      ],
      skills: [
        'Yeast Display',
        'Protein Purification',
        'ELISA',
        'Flow Cytometry',
        'Python',
        'High-Throughput Screening',
      ],
      certifications: [],
      references: [
        ref(
          'Dr. Alan Price',
          'Principal Investigator',
          'Whitehead Institute',
          '(617) 555-0100',
          'aprice@wi.example.edu',
        ),
      ],
    },
  },
  {
    id: 'daniel-weiss-devops',
    headings: {
      ...standard,
      summary: 'Profile',
      experience: 'Work Experience',
      skills: 'Tools & Technologies',
    },
    data: {
      personal_information: {
        name: 'Daniel Weiß',
        email: 'daniel.weiss@posteo.de',
        phone: '+49 170 9876543',
        linkedin: 'linkedin.com/in/danielweiss-ops',
        location: 'Hamburg, Germany',
        position: 'DevOps Engineer',
      },
      professional_summary:
        'DevOps engineer who automates infrastructure and on-call so that small teams can ship safely every day.',
      work_experience: [
        job(
          'DevOps Engineer',
          'Hafenblick Software GmbH',
          '2019-03 – Present',
          'Moved 40 services to Kubernetes with GitOps deployments.',
          'Reduced monthly cloud spend by 28% through rightsizing and spot instances.',
        ),
        job(
          'System Administrator',
          'Nordsee Media',
          '2015-09 – 2019-02',
          'Ran Linux servers and backups for a newsroom of 200 people.',
        ),
      ],
      education: [edu('Hamburg University of Applied Sciences', 'B.Sc. Computer Engineering', '2011 – 2015')],
      skills: ['Kubernetes', 'Terraform', 'Argo CD', 'Prometheus', 'Linux', 'Bash', 'AWS'],
      certifications: [cert('Certified Kubernetes Administrator', 'CNCF', '2020')],
      references: [],
    },
  },
  {
    id: 'amara-nwosu-retail',
    headings: { ...standard, summary: 'Summary', experience: 'Work History', skills: 'Strengths' },
    data: {
      personal_information: {
        name: 'Amara Nwosu',
        email: 'amara.nwosu@gmail.com',
        phone: '(301) 555-0126',
        linkedin: '',
        location: 'Silver Spring, MD',
        position: 'Retail Store Manager',
      },
      professional_summary:
        'Store manager who grows sales by developing people and running a tidy, well-stocked floor.',
      work_experience: [
        job(
          'Store Manager',
          'Target',
          'Aug 2020 – Present',
          'Lead a store of 110 team members with $38M in annual sales.',
          'Raised guest satisfaction scores from 72 to 86.',
        ),
        job(
          'Assistant Store Manager',
          'Old Navy',
          'May 2016 – Jul 2020',
          'Scheduled 45 associates and ran visual merchandising resets.',
        ),
      ],
      education: [edu('University of Maryland', 'Bachelor of Science in Marketing', '2012 – 2016')],
      skills: [
        'Team Development',
        'Merchandising',
        'Inventory Control',
        'P&L Management',
        'Customer Service',
      ],
      certifications: [],
      references: [],
    },
  },
  {
    id: 'noah-fischer-support',
    headline: false,
    headings: { ...standard, summary: 'Summary', experience: 'Experience', skills: 'Skills' },
    data: {
      personal_information: {
        name: 'Noah Fischer',
        email: 'noah.fischer@icloud.com',
        phone: '(503) 555-0161',
        linkedin: 'linkedin.com/in/noahfischer',
        location: 'Portland, OR',
        position: 'Customer Support Specialist',
      },
      professional_summary:
        'Friendly, patient support specialist with strong written communication and product knowledge.',
      work_experience: [
        job(
          'Customer Support Specialist',
          'Evergreen Outfitters',
          'Sep 2021 – Present',
          'Resolve 60 chat and email tickets a day with a 96% satisfaction score.',
          'Wrote 35 help-centre articles that reduced repeat contacts.',
        ),
        job('Barista', 'Stumptown Coffee Roasters', 'Jun 2018 – Aug 2021', 'Trained six new baristas.'),
      ],
      education: [edu('Portland Community College', 'Associate of Arts', '2016 – 2018')],
      skills: ['Zendesk', 'Written Communication', 'De-escalation', 'Troubleshooting', 'Spanish'],
      certifications: [],
      references: [],
    },
  },
  {
    id: 'isabella-rossi-dental',
    nameSuffix: 'RDH',
    headings: {
      ...standard,
      summary: 'Profile',
      experience: 'Clinical Experience',
      skills: 'Skills',
      certifications: 'Licensure',
    },
    data: {
      personal_information: {
        name: 'Isabella Rossi',
        email: 'isabella.rossi.rdh@gmail.com',
        phone: '(602) 555-0177',
        linkedin: '',
        location: 'Phoenix, AZ',
        position: 'Registered Dental Hygienist',
      },
      professional_summary:
        'Dental hygienist known for gentle care, thorough periodontal charting and clear patient education.',
      work_experience: [
        job(
          'Dental Hygienist',
          'Desert Smiles Dental Group',
          'July 2019 – Present',
          'See eight to ten patients a day for cleanings and periodontal therapy.',
          'Introduced intraoral photos into hygiene visits, raising treatment acceptance.',
        ),
        job(
          'Dental Assistant',
          'Camelback Family Dentistry',
          'June 2015 – June 2019',
          'Assisted with restorative procedures.',
        ),
      ],
      education: [edu('Phoenix College', 'Associate of Applied Science in Dental Hygiene', '2017 – 2019')],
      skills: [
        'Periodontal Therapy',
        'Digital Radiography',
        'Local Anesthesia',
        'Dentrix',
        'Patient Education',
      ],
      certifications: [
        cert('Arizona Dental Hygiene License', 'Arizona State Board of Dental Examiners', '2019'),
      ],
      references: [],
    },
  },
]
