import type { CoverLetterTone } from '@tailor/contracts'

// Phrasings per tone. Placeholders: {title} {company} {position} {years} {skills} {work} {skill} {role}
// {employer}. None of them states a fact about the candidate: facts only enter through the placeholders.

export interface TonePhrases {
  openings: string[]
  referral: string[]
  identityWithYears: string[]
  identity: string[]
  motivation: string[]
  moreWork: string[]
  evidenceIntro: string[]
  skills: string[]
  gap: string[]
  noResume: string[]
  closing: string[]
  signOff: string[]
  /** Why the role appeals, without any claim about the candidate's record. */
  fit: string[]
}

export const tonePhrases: Record<CoverLetterTone, TonePhrases> = {
  professional: {
    openings: [
      'I am writing to apply for the {title} position at {company}.',
      'Please accept this letter as my application for the {title} role at {company}.',
    ],
    referral: [
      'I learned about this opening through {referral}.',
      'I was referred to this role by {referral}.',
    ],
    identityWithYears: [
      'As a {position} with {years} years of experience, I bring a record of solid results in {skills}.',
      'Over {years} years as a {position}, I have built practical expertise in {skills}.',
    ],
    identity: [
      'As a {position}, I bring practical experience in {skills}.',
      'My background as a {position} has given me practical experience in {skills}.',
    ],
    motivation: [
      'The opportunity to {work} aligns closely with the work I want to do next.',
      'I was particularly interested to read that this role will {work}.',
    ],
    moreWork: [
      'I would also welcome the responsibility to {work}.',
      'The role’s focus on the need to {work} is equally appealing.',
    ],
    evidenceIntro: [
      'My experience lines up well with your requirements.',
      'A few examples illustrate what I would bring.',
    ],
    skills: [
      'My background also includes {skills}, which your posting lists as important.',
      'I am also experienced with {skills}.',
    ],
    gap: [
      'Your posting also mentions {skill}; I have not yet used it professionally and would make building that experience an early priority.',
    ],
    noResume: [
      'I am eager to learn how this role contributes to {company}’s goals and how I could support the team.',
      'I would value the chance to understand the team’s priorities and where I could contribute.',
    ],
    closing: [
      'I would welcome the opportunity to discuss how my experience can support {company}. Thank you for your time and consideration.',
      'Thank you for considering my application. I would be glad to discuss how I could contribute to {company}.',
    ],
    signOff: ['Sincerely,', 'Kind regards,'],
    fit: [
      'I am drawn to {company} because this role combines clear responsibility with room to keep growing.',
      'I would approach the responsibilities in your posting with the same care and consistency I bring to all of my work.',
      'I would be glad to walk you through my experience in more detail at your convenience.',
      'In my first months as {title}, I would make it a priority to learn how the team operates and where I can add the most value.',
      'I would aim to build trust with colleagues early by listening closely, asking good questions and following through on commitments.',
      'I would keep stakeholders informed of progress, risks and decisions.',
      'I would measure my own success by the outcomes that matter most to {company} and its customers.',
    ],
  },
  enthusiastic: {
    openings: [
      'I was thrilled to see that {company} is hiring a {title}, and I would love to join your team!',
      'I am excited to apply for the {title} role at {company}, an opportunity that genuinely energizes me.',
    ],
    referral: [
      'I was delighted to hear about this opening through {referral}.',
      'Hearing about this role through {referral} made me excited to apply.',
    ],
    identityWithYears: [
      'In my {years} years as a {position}, I have loved every chance to grow my skills in {skills}.',
      'I have spent {years} years as a {position}, and working with {skills} is what I enjoy most.',
    ],
    identity: [
      'As a {position}, I love putting my experience with {skills} to work.',
      'Working as a {position} with {skills} is the part of my work I enjoy most.',
    ],
    motivation: [
      'I was especially excited to read that this role will {work}; that is exactly the kind of challenge I love.',
      'The chance to {work} is what made this posting jump out at me.',
    ],
    moreWork: [
      'I would be just as excited to {work}.',
      'I also love that the role involves the chance to {work}.',
    ],
    evidenceIntro: [
      'Here is some of what I would love to bring to your team.',
      'I would be excited to bring the same energy to {company}.',
    ],
    skills: [
      'I would also be thrilled to put my experience with {skills} to work for you.',
      'I also bring hands-on experience with {skills}.',
    ],
    gap: [
      'I noticed the role also calls for {skill}, which I have not used professionally yet, and I would love to dive into it.',
    ],
    noResume: [
      'I would love to learn more about the team and how this role helps {company} succeed.',
      'I am excited to learn what success looks like in this role and how I could help the team get there.',
    ],
    closing: [
      'I would love the chance to talk about how I can contribute to {company}. Thank you so much for considering my application!',
      'Thank you for your time! I would be thrilled to discuss how I could help {company} reach its goals.',
    ],
    signOff: ['Warm regards,', 'With enthusiasm,'],
    fit: [
      'The more I read about this role, the more I could picture myself contributing at {company}!',
      'Roles like this one are exactly why I love the work I do.',
      'I would be delighted to share more about my experience and hear about your plans for the team!',
      'I would love to spend my first weeks getting to know the team, the customers and what makes {company} tick!',
      'I can already imagine the conversations I would have with your team about doing this work even better.',
      'Joining a team that takes this work seriously would be a genuine highlight for me.',
      'I would bring curiosity to every project and a real eagerness to learn from the people around me.',
    ],
  },
  confident: {
    openings: [
      'I am confident that I would make a strong {title} for {company}.',
      '{company} is looking for a {title} who delivers, and I am ready to do exactly that.',
    ],
    referral: [
      '{referral} pointed me to this role, and I am certain it is the right fit.',
      'I learned about this role through {referral}.',
    ],
    identityWithYears: [
      'I bring {years} years of experience as a {position}, with proven strength in {skills}.',
      'With {years} years as a {position}, I have a track record in {skills}.',
    ],
    identity: [
      'As a {position}, I have proven strength in {skills}.',
      'I bring a track record as a {position} with proven strength in {skills}.',
    ],
    motivation: [
      'This role will {work}, and I know how to deliver that.',
      'You need someone to {work}; that is where I do my best work.',
    ],
    moreWork: ['I am equally prepared to {work}.', 'I am ready to {work} from day one.'],
    evidenceIntro: ['My results speak for themselves.', 'The record below shows what I deliver.'],
    skills: ['I also bring proven experience with {skills}.', 'My toolkit also includes {skills}.'],
    gap: [
      'The posting also lists {skill}, which I have not yet used professionally; I will get up to speed on it quickly.',
    ],
    noResume: [
      'I am ready to understand the team’s goals quickly and contribute to {company}’s results.',
      'I will learn the team’s priorities quickly and focus on the outcomes that matter most to {company}.',
    ],
    closing: [
      'I look forward to discussing the impact I can make at {company}. Thank you for your consideration.',
      'Let’s talk about how I can help {company} succeed in this role. Thank you for your consideration.',
    ],
    signOff: ['Best regards,', 'Regards,'],
    fit: [
      'I know what this role demands, and I am prepared to meet that standard at {company}.',
      'I set high standards for my own work, and I would bring them to your team.',
      'I am ready to walk you through my results in detail and show how they translate to this role.',
      'In my first months as {title}, I would focus on the priorities that move {company} forward fastest.',
      'I take ownership of my work, and I would hold myself accountable to the standards this role demands.',
      'I would make sure stakeholders always know where things stand and what comes next.',
      'I would judge myself by the results {company} sees, not by effort alone.',
    ],
  },
  conversational: {
    openings: [
      'When I came across the {title} opening at {company}, I knew I had to reach out.',
      'I’d love to join {company} as your next {title}, so I wanted to introduce myself.',
    ],
    referral: [
      'I heard about the role through {referral}, and it sounded like a great match.',
      'A little background: I found this role through {referral}.',
    ],
    identityWithYears: [
      'I’ve spent {years} years working as a {position}, and most of my days involve {skills}.',
      'For the past {years} years I’ve been a {position}, working a lot with {skills}.',
    ],
    identity: [
      'I work as a {position}, and a big part of what I do involves {skills}.',
      'As a {position}, I spend a lot of my time on {skills}.',
    ],
    motivation: [
      'Reading that this role will {work} really caught my attention.',
      'Honestly, the chance to {work} is what got me excited about this job.',
    ],
    moreWork: [
      'I’d also enjoy the chance to {work}.',
      'It sounds great that the role also involves the chance to {work}.',
    ],
    evidenceIntro: [
      'Here’s a quick look at what I’ve been working on.',
      'Let me share a few things I’m proud of.',
    ],
    skills: [
      'I’ve also got hands-on experience with {skills}.',
      'Along the way I’ve worked with {skills} too.',
    ],
    gap: [
      'I saw the posting mentions {skill} too; I haven’t used it on the job yet, but I’m keen to pick it up.',
    ],
    noResume: [
      'I’d love to hear more about the team and what a great first few months would look like.',
      'I’d really like to learn more about the team and how this role fits into {company}.',
    ],
    closing: [
      'I’d really enjoy talking more about the role and how I could help. Thanks so much for reading my letter.',
      'If it sounds like a good fit, I’d love to chat. Thanks for taking the time to read this.',
    ],
    signOff: ['All the best,', 'Cheers,'],
    fit: [
      'I’ve been looking for a role like this one, and {company} feels like the right place for it.',
      'I think I’d fit in well with a team that cares about doing this work right.',
      'I’d be happy to walk you through any of this in more detail over a quick call.',
      'In my first few weeks, I’d want to sit down with the team, learn how things work and figure out where I can help most.',
      'I’m the kind of person who asks lots of questions early so I can be useful quickly.',
      'I’d keep people in the loop as I go, because nobody likes surprises.',
      'Most of all, I’d want the people I work with to feel that having me on the team makes their work easier.',
    ],
  },
}

// Tone-neutral phrasings that tie the candidate's facts to the job.
export const focusPhrases = [
  'I would be ready to {work}, drawing on my experience with {skill}.',
  'From the start, I could help {work}, building on my work with {skill}.',
  'I would bring my experience with {skill} to the task to {work}.',
]

export const relevancePhrases = [
  ' — directly relevant to your need for {skills}',
  ', work that speaks directly to your requirement for {skills}',
  ', which is the kind of {skills} work this role involves',
]

export const usedAtWorkPhrases = [
  'Your posting asks for {skills}, all part of my hands-on work as a {role}.',
  'The role calls for {skills}, which I have practised day to day as a {role}.',
]

/** Words some tone uses, for rating how well an edited letter keeps the chosen tone. */
export const toneMarkers: Record<CoverLetterTone, RegExp> = {
  professional: /\b(sincerely|consideration|opportunity|pleased|welcome|aligns?|experience)\b/gi,
  enthusiastic: /(!|\b(excited|thrilled|love|passion\w*|delighted|energi\w+|eager)\b)/gi,
  confident: /\b(confident|proven|deliver\w*|track record|results?|impact|certain|ready)\b/gi,
  conversational: /(\b\w+['’](?:d|ve|m|re|ll|s)\b|\b(honestly|thanks|chat|great|really|love)\b)/gi,
}
