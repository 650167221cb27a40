// What a job board prints around a posting: buttons, ages, applicant counts, ratings and its own headings.
const chrome = new RegExp(
  [
    '(?:easy |quick )?apply(?: now| for this job| on company site)?',
    'save(?:d)?(?: job)?',
    'share',
    'report(?: this)?(?: job)?',
    'promoted',
    'actively recruiting',
    'be an early applicant',
    'show (?:more|less)',
    // A whole page pasted brings the site's own links above the ad.
    'skip to (?:main )?content',
    'skip navigation',
    '(?:sign|log) ?(?:in|up|out)',
    'back to (?:search results|results|jobs|search)',
    '(?:create|set up) (?:a )?job alert',
    'view (?:all )?jobs?',
    // Indeed's badge on a fresh ad.
    'new',
    'menu',
    // Workday prints its fields' names on lines of their own, in lower case.
    'locations?',
    'time type',
    'posted on',
    'job requisition id',
    'print',
    'see more',
    'about the job',
    'job details',
    'full job description',
    'pulled from the full job description',
    '(?:re)?posted(?: on)?',
    '(?:re)?posted (?:\\d+|an?|one) \\w+ ago',
    '\\d+\\+? (?:minutes?|hours?|days?|weeks?|months?) ago',
    '(?:over )?\\d+\\+? applicants?',
    '\\d(?:\\.\\d)? out of 5 stars',
    '\\d(?:\\.\\d)? ?★',
    // LinkedIn's line on the employer: "201-500 employees · Financial Services" (its size, then its industry).
    '\\d[\\d,]*(?:[-–]\\d[\\d,]*|\\+)? employees(?:\\s*·\\s*[^·]+$)?',
  ]
    .map((phrase) => `(?:${phrase})`)
    .join('|'),
  'gi',
)

// "seek.com.au", "reed.co.uk": the board's own name over the ad.
const siteName = /^(?:www\.)?[a-z0-9-]+(?:\.(?:com|net|org|io|co|uk|au|nz|in|sg|ie|ca|za|ae|ph|my|jobs))+$/

/**
 * The lines of a pasted posting without those that are only a board's chrome ("Easy Apply", "Save", "Posted
 * 3 days ago", "4.1 out of 5 stars"), which stand between the title and the company's name line, and without the
 * bold marks an ad pasted as Markdown keeps ("**Line Cook**").
 */
export const dropBoardChrome = (lines: string[]) =>
  lines
    .map((line) => line.replace(/\*\*|__/g, '').trim())
    .filter((line) => line.replace(chrome, '').replace(/[\s·•|,.…-]+/g, '') !== '' && !siteName.test(line))
