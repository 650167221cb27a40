import { type ResumeData, resumeData } from '@tailor/contracts'

// Labelled resumes for the newer sections (projects, awards, publications, languages, volunteering,
// interests), written by hand before the parser was first run on them. Fictional people; no licence limits.
// The first half tunes the parser, the second half is held out (bench/parse-sections.ts reports both).

/** Headings a plain-text or DOCX rendering uses, in the resume's own language and wording. */
export interface Headings {
  summary: string
  experience: string
  education: string
  skills: string
  projects: string
  awards: string
  publications: string
  languages: string
  volunteering: string
  interests: string
}

export interface SectionsCase {
  id: string
  lang: 'en' | 'de' | 'fr' | 'es'
  headings: Headings
  truth: ResumeData
}

const en = (over: Partial<Headings> = {}): Headings => ({
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  awards: 'Awards',
  publications: 'Publications',
  languages: 'Languages',
  volunteering: 'Volunteering',
  interests: 'Interests',
  ...over,
})

const job = (title: string, company: string, dates: string, achievements: string[]) => ({
  title,
  company,
  dates,
  achievements,
})
const school = (degree: string, institution: string, dates: string) => ({ degree, institution, dates })
const project = (
  name: string,
  dates: string,
  description: string,
  bullets: string[] = [],
  technologies: string[] = [],
) => ({ name, dates, description, bullets, technologies })

const make = (d: Record<string, unknown>): ResumeData => resumeData.parse(d)

export const sectionsCases: SectionsCase[] = [
  {
    id: 'game-dev',
    lang: 'en',
    headings: en({
      projects: 'Selected Projects',
      volunteering: 'Community Involvement',
      publications: 'Publications & Talks',
    }),
    truth: make({
      personal_information: {
        name: 'Marta Kowal',
        email: 'marta.kowal@example.com',
        phone: '+1 206 555 0148',
        location: 'Seattle, WA',
        position: 'Gameplay Programmer',
      },
      professional_summary:
        'Gameplay programmer with six years of experience shipping action games in Unreal Engine and Unity.',
      work_experience: [
        job('Gameplay Programmer', 'Harbor Games', 'March 2021 – Present', [
          'Built the melee combat system used by 12 enemy types.',
          'Cut level load times by 35% with asynchronous streaming.',
        ]),
      ],
      education: [
        school('Bachelor of Science in Computer Science', 'University of Washington', '2014 – 2018'),
      ],
      skills: ['C++', 'C#', 'Unreal Engine', 'Unity', 'Git'],
      projects: [
        project(
          'Lantern Keeper',
          '2022 – Present',
          'A puzzle platformer released on itch.io with 8,000 downloads.',
          ['Wrote the lighting puzzle solver.', 'Ran two public playtests with 150 players.'],
        ),
        project('Open Dialogue Kit', '2020 – 2022', 'An open-source dialogue editor for Unity.', [
          'Reached 900 GitHub stars.',
        ]),
      ],
      awards: [{ title: 'Best Gameplay', issuer: 'Ludum Dare 50', date: 'April 2022', description: '' }],
      publications: [
        {
          title: 'Streaming Open Worlds on a Budget',
          publisher: 'GDC Summer',
          date: 'August 2023',
          link: '',
        },
      ],
      languages: [
        { language: 'English', proficiency: 'Native' },
        { language: 'Polish', proficiency: 'Fluent' },
      ],
      volunteering: [
        {
          organization: 'Seattle Indies',
          role: 'Meetup Organizer',
          dates: '2019 – Present',
          bullets: ['Organize a monthly showcase for 60 local developers.'],
        },
      ],
      interests: ['Speedrunning', 'Board games', 'Climbing'],
    }),
  },
  {
    id: 'data-scientist',
    lang: 'en',
    headings: en({
      projects: 'Personal Projects',
      awards: 'Honors & Awards',
      volunteering: 'Volunteer Experience',
    }),
    truth: make({
      personal_information: {
        name: 'Arjun Mehta',
        email: 'arjun.mehta@example.com',
        phone: '+1 415 555 0199',
        location: 'Oakland, CA',
        position: 'Data Scientist',
      },
      professional_summary:
        'Data scientist focused on forecasting and experimentation for consumer products.',
      work_experience: [
        job('Data Scientist', 'Brightcart Inc.', 'June 2020 – Present', [
          'Built a demand forecast that cut stock-outs by 18%.',
          'Designed the A/B testing guidelines used by 9 product teams.',
        ]),
      ],
      education: [
        school('Master of Science in Statistics', 'University of California, Berkeley', '2018 – 2020'),
      ],
      skills: ['Python', 'SQL', 'PyTorch', 'Airflow', 'Statistics'],
      projects: [
        project(
          'Transit Delay Predictor',
          '2023',
          'Predicts bus delays from public GTFS feeds.',
          ['Serves 2,000 daily requests.'],
          ['Python', 'FastAPI', 'PostgreSQL'],
        ),
        project(
          'Kaggle Retail Forecasting',
          '2021',
          'Placed in the top 3% of 4,500 teams.',
          [],
          ['LightGBM', 'Pandas'],
        ),
      ],
      awards: [
        { title: "Dean's Fellowship", issuer: 'UC Berkeley', date: '2018', description: '' },
        { title: 'Hackathon Winner', issuer: 'Bay Area Data Jam', date: '2019', description: '' },
      ],
      languages: [
        { language: 'English', proficiency: 'Fluent' },
        { language: 'Hindi', proficiency: 'Native' },
        { language: 'Spanish', proficiency: 'Intermediate' },
      ],
      volunteering: [
        {
          organization: 'DataKind',
          role: 'Volunteer Data Scientist',
          dates: '2021 – 2022',
          bullets: ['Built a donor churn model for a food bank.'],
        },
      ],
      interests: ['Cycling', 'Chess'],
    }),
  },
  {
    id: 'researcher',
    lang: 'en',
    headings: en({ publications: 'Selected Publications', awards: 'Awards & Honors', interests: 'Hobbies' }),
    truth: make({
      personal_information: {
        name: 'Helena Brandt',
        email: 'h.brandt@example.org',
        phone: '+44 20 7946 0321',
        location: 'Cambridge, UK',
        position: 'Postdoctoral Researcher',
      },
      professional_summary: 'Computational biologist working on single-cell sequencing methods.',
      work_experience: [
        job('Postdoctoral Researcher', 'Wellcome Sanger Institute', 'October 2021 – Present', [
          'Developed a clustering method adopted by three partner labs.',
          'Supervised four master students.',
        ]),
      ],
      education: [school('PhD in Computational Biology', 'University of Cambridge', '2017 – 2021')],
      skills: ['R', 'Python', 'Nextflow', 'Single-cell RNA-seq'],
      publications: [
        {
          title: 'Fast clustering of single-cell atlases',
          publisher: 'Nature Methods',
          date: '2023',
          link: '',
        },
        { title: 'Batch effects in droplet sequencing', publisher: 'Genome Biology', date: '2021', link: '' },
        { title: 'Scaling cell atlases', publisher: 'ISMB 2022', date: 'July 2022', link: '' },
      ],
      awards: [
        {
          title: 'Early Career Research Prize',
          issuer: 'Biochemical Society',
          date: '2022',
          description: '',
        },
      ],
      languages: [
        { language: 'German', proficiency: 'Native' },
        { language: 'English', proficiency: 'C2' },
      ],
      interests: ['Rowing', 'Photography'],
    }),
  },
  {
    id: 'nurse-volunteer',
    lang: 'en',
    headings: en({ volunteering: 'Volunteer Work', awards: 'Recognition' }),
    truth: make({
      personal_information: {
        name: 'Grace Okafor',
        email: 'grace.okafor@example.com',
        phone: '(312) 555-0187',
        location: 'Chicago, IL',
        position: 'Registered Nurse',
      },
      professional_summary: 'Registered nurse with eight years in emergency and community care.',
      work_experience: [
        job('Registered Nurse', 'Northwestern Memorial Hospital', 'May 2016 – Present', [
          'Triage 40 patients per shift in a level 1 trauma center.',
          'Trained 15 new graduate nurses.',
        ]),
      ],
      education: [school('Bachelor of Science in Nursing', 'Loyola University Chicago', '2012 – 2016')],
      skills: ['Triage', 'BLS', 'ACLS', 'Patient education'],
      awards: [
        {
          title: 'DAISY Award',
          issuer: 'Northwestern Memorial Hospital',
          date: '2021',
          description: 'Nominated by patients for compassionate care.',
        },
      ],
      languages: [
        { language: 'English', proficiency: 'Native' },
        { language: 'Yoruba', proficiency: 'Conversational' },
      ],
      volunteering: [
        {
          organization: 'Chicago Free Clinic',
          role: 'Volunteer Nurse',
          dates: '2018 – Present',
          bullets: ['Run blood pressure screenings twice a month.'],
        },
        {
          organization: 'American Red Cross',
          role: 'Disaster Health Volunteer',
          dates: '2017 – 2019',
          bullets: ['Staffed shelters after two floods.'],
        },
      ],
      interests: ['Gardening', 'Gospel choir'],
    }),
  },
  {
    id: 'student-dev',
    lang: 'en',
    headings: en({ projects: 'Academic Projects', awards: 'Achievements and Awards' }),
    truth: make({
      personal_information: {
        name: 'Leo Martins',
        email: 'leo.martins@example.edu',
        phone: '+1 617 555 0112',
        location: 'Boston, MA',
        position: 'Software Engineering Intern',
      },
      professional_summary: 'Computer science student looking for a software engineering internship.',
      work_experience: [
        job('Teaching Assistant', 'Northeastern University', 'September 2023 – Present', [
          'Hold weekly office hours for 120 students in data structures.',
        ]),
      ],
      education: [
        school('Bachelor of Science in Computer Science', 'Northeastern University', '2022 – 2026'),
      ],
      skills: ['Java', 'TypeScript', 'React', 'Docker'],
      projects: [
        project(
          'Campus Eats',
          '2024',
          'A food ordering app for the university dining halls.',
          ['Used by 1,200 students in its first month.'],
          ['React Native', 'Firebase'],
        ),
        project(
          'Compiler for Tiny-C',
          '2023',
          'A course project compiling a C subset to WebAssembly.',
          ['Passes 300 test programs.'],
          ['Rust'],
        ),
        project('Pathfinding Visualizer', '2022', 'Animates A* and Dijkstra on a grid.', [], ['TypeScript']),
      ],
      awards: [
        { title: 'HackBeanpot Winner', issuer: 'HackBeanpot', date: 'February 2024', description: '' },
      ],
      languages: [
        { language: 'Portuguese', proficiency: 'Native' },
        { language: 'English', proficiency: 'Fluent' },
      ],
      interests: ['Robotics', 'Soccer'],
    }),
  },
  {
    id: 'designer',
    lang: 'en',
    headings: en({ projects: 'Selected Work', publications: 'Talks', interests: 'Personal Interests' }),
    truth: make({
      personal_information: {
        name: 'Sofia Lindqvist',
        email: 'sofia@lindqvist.design',
        phone: '+46 70 555 0134',
        location: 'Stockholm, Sweden',
        position: 'Product Designer',
      },
      professional_summary: 'Product designer who turns research into simple, accessible interfaces.',
      work_experience: [
        job('Senior Product Designer', 'Klarna', 'January 2020 – Present', [
          'Redesigned checkout, lifting conversion by 4%.',
          'Built the accessibility checklist used across 30 squads.',
        ]),
      ],
      education: [school('Master of Fine Arts in Interaction Design', 'Konstfack', '2014 – 2016')],
      skills: ['Figma', 'User research', 'Prototyping', 'Accessibility'],
      projects: [
        project('Accessible Maps', '2022', 'A transit map for people with low vision.', [
          'Tested with 40 users from a partner charity.',
        ]),
        project('Type Specimen Generator', '2021', 'A web tool that builds type specimens from font files.'),
      ],
      publications: [
        {
          title: 'Designing for Low Vision',
          publisher: 'Nordic Design Conference',
          date: 'May 2023',
          link: '',
        },
        { title: 'Checkout Without Friction', publisher: 'UX London', date: 'June 2022', link: '' },
      ],
      languages: [
        { language: 'Swedish', proficiency: 'Native' },
        { language: 'English', proficiency: 'Fluent' },
        { language: 'French', proficiency: 'Basic' },
      ],
      interests: ['Letterpress printing', 'Sailing'],
    }),
  },
  {
    id: 'electrician',
    lang: 'en',
    headings: en({ volunteering: 'Community Service', awards: 'Honours' }),
    truth: make({
      personal_information: {
        name: 'Derek Walsh',
        email: 'derek.walsh@example.com',
        phone: '(503) 555-0176',
        location: 'Portland, OR',
        position: 'Journeyman Electrician',
      },
      professional_summary: 'Licensed journeyman electrician with 10 years in commercial fit-outs.',
      work_experience: [
        job('Journeyman Electrician', 'Cascade Electric', 'April 2015 – Present', [
          'Wired 25 commercial tenant improvements to code.',
          'Led a crew of four apprentices.',
        ]),
      ],
      education: [school('Electrical Apprenticeship', 'Oregon Electrical JATC', '2011 – 2015')],
      skills: ['Conduit bending', 'NEC', 'Blueprint reading', 'Troubleshooting'],
      awards: [
        {
          title: 'Safety Excellence Award',
          issuer: 'Cascade Electric',
          date: '2020',
          description: 'Five years without a recordable incident.',
        },
      ],
      languages: [{ language: 'English', proficiency: 'Native' }],
      volunteering: [
        {
          organization: 'Habitat for Humanity',
          role: 'Volunteer Electrician',
          dates: '2016 – Present',
          bullets: ['Wired 12 homes for low-income families.'],
        },
      ],
      interests: ['Fly fishing', 'Woodworking'],
    }),
  },
  {
    id: 'marketing',
    lang: 'en',
    headings: en({ publications: 'Speaking', volunteering: 'Volunteering & Community' }),
    truth: make({
      personal_information: {
        name: 'Priya Raman',
        email: 'priya.raman@example.com',
        phone: '+1 646 555 0150',
        location: 'New York, NY',
        position: 'Growth Marketing Manager',
      },
      professional_summary: 'Growth marketer who builds lifecycle programs for subscription products.',
      work_experience: [
        job('Growth Marketing Manager', 'Streamly', 'August 2019 – Present', [
          'Grew trial-to-paid conversion from 9% to 14%.',
          'Managed a $2M annual paid social budget.',
        ]),
      ],
      education: [school('Bachelor of Business Administration', 'Baruch College', '2011 – 2015')],
      skills: ['Lifecycle marketing', 'SQL', 'Braze', 'A/B testing'],
      projects: [
        project('Newsletter Benchmarks', '2023', 'A yearly report on open rates across 400 newsletters.'),
      ],
      publications: [
        {
          title: 'Retention Is the New Acquisition',
          publisher: 'MarTech Summit',
          date: 'March 2024',
          link: '',
        },
      ],
      languages: [
        { language: 'English', proficiency: 'Native' },
        { language: 'Tamil', proficiency: 'Fluent' },
      ],
      volunteering: [
        {
          organization: 'Girls Who Code',
          role: 'Mentor',
          dates: '2020 – Present',
          bullets: ['Mentor three high school students each year.'],
        },
      ],
      interests: ['Running', 'Podcasts'],
    }),
  },
  {
    id: 'devops-oss',
    lang: 'en',
    headings: en({ projects: 'Open Source', awards: 'Awards', interests: 'Hobbies & Interests' }),
    truth: make({
      personal_information: {
        name: 'Tomás Herrera',
        email: 'tomas.herrera@example.com',
        phone: '+1 512 555 0163',
        location: 'Austin, TX',
        position: 'Site Reliability Engineer',
      },
      professional_summary:
        'Site reliability engineer who automates infrastructure and contributes to open source.',
      work_experience: [
        job('Site Reliability Engineer', 'Fintrail', 'February 2019 – Present', [
          'Reduced paging alerts by 60% through SLO-based alerting.',
          'Migrated 80 services to Kubernetes.',
        ]),
      ],
      education: [
        school('Bachelor of Science in Computer Engineering', 'University of Texas at Austin', '2012 – 2016'),
      ],
      skills: ['Kubernetes', 'Terraform', 'Go', 'Prometheus'],
      projects: [
        project(
          'kube-budget',
          '2021 – Present',
          'A Kubernetes operator that enforces cost budgets per namespace.',
          ['Adopted by 30 companies.', 'Maintained with five contributors.'],
          ['Go', 'Kubernetes'],
        ),
        project('terraform-lint-rules', '2020', 'Custom lint rules for Terraform modules.', [], ['Go']),
      ],
      awards: [
        {
          title: 'Open Source Contributor of the Year',
          issuer: 'CNCF Austin',
          date: '2022',
          description: '',
        },
      ],
      languages: [
        { language: 'Spanish', proficiency: 'Native' },
        { language: 'English', proficiency: 'Fluent' },
      ],
      interests: ['Home lab', 'Trail running'],
    }),
  },
  {
    id: 'de-entwickler',
    lang: 'de',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      projects: 'Projekte',
      awards: 'Auszeichnungen',
      publications: 'Veröffentlichungen',
      languages: 'Sprachkenntnisse',
      volunteering: 'Ehrenamtliches Engagement',
      interests: 'Interessen',
    },
    truth: make({
      personal_information: {
        name: 'Jonas Becker',
        email: 'jonas.becker@example.de',
        phone: '+49 170 5550123',
        location: 'Berlin, Germany',
        position: 'Softwareentwickler',
      },
      professional_summary: 'Softwareentwickler mit sieben Jahren Erfahrung in Java und verteilten Systemen.',
      work_experience: [
        job('Senior Softwareentwickler', 'Zalando SE', 'März 2020 – heute', [
          'Entwicklung eines Bestellsystems für 20 Millionen Kunden.',
          'Einführung von Kafka für die Lagerverwaltung.',
        ]),
        job('Softwareentwickler', 'SAP SE', 'Oktober 2016 – Februar 2020', [
          'Wartung von Schnittstellen zu 40 Partnersystemen.',
        ]),
      ],
      education: [school('Master of Science Informatik', 'Technische Universität Berlin', '2014 – 2016')],
      skills: ['Java', 'Kotlin', 'Kafka', 'PostgreSQL'],
      projects: [
        project('Fahrplan-App', '2021', 'Eine offene App für Fahrpläne in Berlin.', ['Über 5.000 Nutzer.']),
      ],
      languages: [
        { language: 'Deutsch', proficiency: 'Muttersprache' },
        { language: 'Englisch', proficiency: 'fließend' },
      ],
      volunteering: [
        {
          organization: 'CoderDojo Berlin',
          role: 'Mentor',
          dates: '2018 – heute',
          bullets: ['Programmierkurse für Kinder.'],
        },
      ],
      interests: ['Radfahren', 'Schach'],
    }),
  },
  {
    id: 'fr-cheffe-projet',
    lang: 'fr',
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      projects: 'Projets',
      awards: 'Prix et distinctions',
      publications: 'Publications',
      languages: 'Langues',
      volunteering: 'Bénévolat',
      interests: "Centres d'intérêt",
    },
    truth: make({
      personal_information: {
        name: 'Camille Durand',
        email: 'camille.durand@example.fr',
        phone: '+33 6 12 34 56 78',
        location: 'Lyon, France',
        position: 'Cheffe de projet digital',
      },
      professional_summary: 'Cheffe de projet digital avec six ans d’expérience dans le commerce en ligne.',
      work_experience: [
        job('Cheffe de projet digital', 'Groupe SEB', 'janvier 2021 – aujourd’hui', [
          'Pilotage de la refonte du site pour 12 pays.',
          'Coordination d’une équipe de huit personnes.',
        ]),
        job('Chargée de marketing', 'Decathlon', 'septembre 2018 – décembre 2020', [
          'Lancement de 30 campagnes e-mail par an.',
        ]),
      ],
      education: [school('Master Management de projet', 'Université Lyon 3', '2016 – 2018')],
      skills: ['Gestion de projet', 'Scrum', 'Google Analytics', 'SQL'],
      awards: [{ title: 'Prix de l’innovation', issuer: 'Groupe SEB', date: '2022', description: '' }],
      languages: [
        { language: 'Français', proficiency: 'langue maternelle' },
        { language: 'Anglais', proficiency: 'courant' },
      ],
      volunteering: [
        {
          organization: 'Restos du Cœur',
          role: 'Bénévole',
          dates: '2019 – aujourd’hui',
          bullets: ['Distribution de repas chaque semaine.'],
        },
      ],
      interests: ['Randonnée', 'Cuisine'],
    }),
  },
  {
    id: 'es-ingeniera',
    lang: 'es',
    headings: {
      summary: 'Perfil profesional',
      experience: 'Experiencia laboral',
      education: 'Formación académica',
      skills: 'Habilidades',
      projects: 'Proyectos',
      awards: 'Premios',
      publications: 'Publicaciones',
      languages: 'Idiomas',
      volunteering: 'Voluntariado',
      interests: 'Intereses',
    },
    truth: make({
      personal_information: {
        name: 'Lucía Fernández',
        email: 'lucia.fernandez@example.es',
        phone: '+34 612 345 678',
        location: 'Madrid, Spain',
        position: 'Ingeniera de datos',
      },
      professional_summary: 'Ingeniera de datos con cinco años de experiencia en plataformas en la nube.',
      work_experience: [
        job('Ingeniera de datos', 'BBVA', 'enero de 2021 – actualidad', [
          'Diseño de pipelines en Spark para 30 millones de clientes.',
          'Reducción del coste en la nube en un 25%.',
        ]),
        job('Analista de datos', 'Telefónica', 'septiembre de 2018 – diciembre de 2020', [
          'Creación de 50 cuadros de mando en Power BI.',
        ]),
      ],
      education: [
        school('Grado en Ingeniería Informática', 'Universidad Politécnica de Madrid', '2014 – 2018'),
      ],
      skills: ['Python', 'Spark', 'AWS', 'SQL'],
      projects: [
        project(
          'Mapa de calidad del aire',
          '2022',
          'Visualización abierta de datos de calidad del aire de Madrid.',
        ),
      ],
      languages: [
        { language: 'Español', proficiency: 'Nativo' },
        { language: 'Inglés', proficiency: 'C1' },
      ],
      volunteering: [
        {
          organization: 'Cruz Roja',
          role: 'Voluntaria',
          dates: '2017 – 2020',
          bullets: ['Clases de informática para personas mayores.'],
        },
      ],
      interests: ['Baloncesto', 'Fotografía'],
    }),
  },
]

/** Tuning half and held-out half: every other case, so both halves mix professions and languages. */
export const tuneCases = sectionsCases.filter((_, i) => i % 2 === 0)
export const heldOutCases = sectionsCases.filter((_, i) => i % 2 === 1)
