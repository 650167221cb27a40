// Tone-neutral sentences that carry the resume's own facts. Placeholders: {company} {title} {degree}
// {credentials} {skills} {dates} {asked}. Several phrasings each, so two letters seldom share one.

/** Opens the first achievement of a role; {title} and {company} are that role's. */
export const roleLeads = [
  'At {company},',
  'As a {title} at {company},',
  'In my role as {title} at {company},',
  'While working as a {title} at {company},',
  'During my time at {company},',
]
export const roleLeadsWithoutCompany = [
  'As a {title},',
  'When I worked as a {title},',
  'In my time as a {title},',
]

/** A role whose achievements are not told, in one line. */
export const roleOverviews = {
  current: [
    'I currently work as a {title} at {company} ({dates}).',
    'At present I am a {title} at {company} ({dates}).',
  ],
  past: [
    'I worked as a {title} at {company} ({dates}).',
    'Before that, I was a {title} at {company} ({dates}).',
  ],
}

/** A role's short bullets ("Breakfast line", "Dishes and closing") after its overview. */
export const dutyPhrases = ['My duties there cover {duties}.', 'The job covers {duties}.']
/** A later noun-phrase bullet of the same role: "My work there also included rotations in orthopaedics." */
export const moreDutyLeads = [
  'My work there also included',
  'That role also involved',
  'The job also covered',
]

export const degreePhrases = [
  'I hold a {degree}.',
  'My education includes a {degree}.',
  'I earned a {degree}.',
]
/** A degree that ends in the future is under way, never held; {year} is when it ends. */
export const studyingPhrases = [
  'I am completing a {degree}, which I expect to finish in {year}.',
  'I am currently pursuing a {degree}, due to be completed in {year}.',
]
/** A degree under way whose end year the resume does not give. */
export const studyingNowPhrase = 'I am currently studying for a {degree}.'
export const credentialPhrases = [
  'My credentials include {credentials}.',
  'I am also certified: {credentials}.',
]
export const otherSkillPhrases = [
  'Other strengths I would bring include {skills}.',
  'Beyond what the posting lists, I also work with {skills}.',
  'My resume also shows {skills}, rounding out what I would bring.',
]
/** Who the candidate is when no title of theirs names this kind of work. */
export const skillsIdentityPhrases = [
  'The skills I would bring to this role include {skills}.',
  'My resume shows {skills}, the skills at the center of this role.',
]
/** A required skill the resume does not show, said plainly; mixed into each tone's own gap sentences. */
export const sharedGapPhrases = [
  'I have not worked with {skill} in a job yet, so I would set aside time in my first weeks to learn it properly.',
  'The one area I would still need to build is {skill}; I have not used it at work, and I would start learning it right away.',
  'To be clear about my gaps, I have no experience with {skill} so far, and I would put real effort into learning this well.',
  'You also mention {skill}, which I have not used professionally; I learn new tools and methods quickly and would ask for guidance early.',
]
/** Without a resume: what the job asks, said as the reader's needs, not as the writer's experience. */
export const askedPhrase =
  'I understand the role calls for {asked}, and I would welcome the chance to discuss how I can meet those needs.'

export const factPhrases = [
  ...roleLeads,
  ...roleLeadsWithoutCompany,
  ...roleOverviews.current,
  ...roleOverviews.past,
  ...degreePhrases,
  ...studyingPhrases,
  studyingNowPhrase,
  ...dutyPhrases,
  ...moreDutyLeads,
  ...credentialPhrases,
  ...otherSkillPhrases,
  askedPhrase,
  ...skillsIdentityPhrases,
  ...sharedGapPhrases,
]
