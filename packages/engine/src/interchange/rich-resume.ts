import { type ResumeData, resumeData } from '@tailor/contracts'

/** A fictional resume with every section and field filled in, for interchange and export tests. */
export const richResume: ResumeData = resumeData.parse({
  personal_information: {
    name: 'Amara Okonkwo-Lindqvist',
    email: 'amara.okonkwo@example.org',
    phone: '+44 20 7946 0321',
    linkedin: 'linkedin.com/in/amara-okonkwo',
    location: 'Manchester, United Kingdom',
    position: 'Product Designer',
  },
  professional_summary:
    'Product designer with eight years of experience in fintech and public-sector services, leading research, interaction design and accessible design systems.',
  work_experience: [
    {
      title: 'Lead Product Designer',
      company: 'Harbourline Bank',
      dates: 'Feb 2021 – Present',
      achievements: [
        'Redesigned the mortgage application flow, raising completion from 41% to 63% in six months.',
        'Built a design system of 84 components adopted by 11 product teams.',
      ],
    },
    {
      title: 'Interaction Designer',
      company: 'Government Digital Studio',
      dates: '2017 – 2021',
      achievements: ['Ran 120 usability sessions with people using assistive technology.'],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      degree: 'MA',
      field_of_study: 'Human-Computer Interaction',
      dates: 'Sep 2015 – Jul 2016',
      gpa: 'Distinction',
      honors: 'Dean’s list',
      courses: ['Research Methods', 'Inclusive Design'],
    },
  ],
  skills: ['Figma', 'User Research', 'Accessibility (WCAG 2.2)', 'Prototyping'],
  certifications: [
    { name: 'Certified Professional in Accessibility Core Competencies', issuer: 'IAAP', date: 'May 2022' },
  ],
  references: [
    {
      name: 'Dana Whitfield',
      title: 'Head of Design',
      company: 'Harbourline Bank',
      phone: '+44 20 7946 0999',
      email: 'dana@example.org',
    },
  ],
  projects: [
    {
      name: 'Open Forms Kit',
      role: 'Maintainer',
      dates: '2020 – Present',
      link: 'https://github.com/example/open-forms-kit',
      description: 'An open-source library of accessible form patterns.',
      bullets: ['Used by 40 public-sector services.'],
      technologies: ['React', 'TypeScript'],
    },
  ],
  awards: [
    {
      title: 'Design Award for Public Service',
      issuer: 'Service Design Network',
      date: '2019',
      description: 'For the benefits claim redesign.',
    },
  ],
  publications: [
    {
      title: 'Designing Forms for Everyone',
      publisher: 'A List Apart',
      date: 'Mar 2020',
      link: 'alistapart.com/forms-for-everyone',
    },
  ],
  languages: [
    { language: 'English', proficiency: 'Native' },
    { language: 'Swedish', proficiency: 'Professional working' },
  ],
  volunteering: [
    {
      organization: 'Code Club',
      role: 'Mentor',
      dates: '2018 – 2020',
      bullets: ['Taught weekly coding sessions to 12 children.'],
    },
  ],
  interests: ['Letterpress printing', 'Fell running'],
  other: [{ heading: 'Speaking', lines: ['UX Brighton 2023: Forms that forgive'] }],
})
