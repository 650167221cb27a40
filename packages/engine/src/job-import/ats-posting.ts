import type { ImportedPosting } from '@tailor/contracts'
import { atsLink } from './ats-link.ts'
import { htmlToText } from './html-to-text.ts'
import { employmentLabel, isObject, joinParts, salaryText, slugToName, str } from './posting-fields.ts'

type Json = Record<string, unknown>

/** The company from a link the ATS itself gives (Lever, Ashby and Workable name only the account). */
const companyFromLink = (link: unknown) => {
  const found = atsLink(str(link))
  return found ? slugToName(found.company) : ''
}

/** Sections of HTML joined with their headings, each converted to text. */
const sections = (...parts: [string, unknown][]) =>
  parts
    .map(([heading, html]) => {
      const text = htmlToText(str(html))
      return text ? (heading ? `${heading}\n${text}` : text) : ''
    })
    .filter(Boolean)
    .join('\n\n')

function greenhouse(job: Json): ImportedPosting {
  const location = isObject(job.location) ? job.location.name : ''
  return {
    title: str(job.title),
    company: str(job.company_name) || companyFromLink(job.absolute_url),
    location: str(location),
    employment_type: '',
    salary: '',
    description: htmlToText(str(job.content)),
  }
}

function lever(job: Json): ImportedPosting {
  const categories = isObject(job.categories) ? job.categories : {}
  const lists = Array.isArray(job.lists) ? job.lists.filter(isObject) : []
  const range = isObject(job.salaryRange) ? job.salaryRange : {}
  return {
    title: str(job.text),
    company: companyFromLink(job.hostedUrl),
    location: joinParts(categories.location, job.workplaceType === 'remote' ? 'Remote' : ''),
    employment_type: str(categories.commitment),
    salary: salaryText(range.min, range.max, range.currency, range.interval),
    description: sections(
      ['', job.description],
      ...lists.map((l): [string, unknown] => [str(l.text), `<ul>${str(l.content)}</ul>`]),
      ['', job.additional],
    ),
  }
}

function ashby(job: Json): ImportedPosting {
  const compensation = isObject(job.compensation) ? job.compensation : {}
  return {
    title: str(job.title),
    company: companyFromLink(job.jobUrl),
    location: joinParts(job.location, job.isRemote === true ? 'Remote' : ''),
    employment_type: employmentLabel(job.employmentType),
    salary:
      str(compensation.compensationTierSummary) || str(compensation.scrapeableCompensationSalarySummary),
    description: job.descriptionHtml ? htmlToText(str(job.descriptionHtml)) : str(job.descriptionPlain),
  }
}

function workable(job: Json): ImportedPosting {
  const location = isObject(job.location) ? job.location : {}
  const salary = isObject(job.salary) ? job.salary : {}
  return {
    title: str(job.title),
    company: str(job.company_name) || companyFromLink(job.url ?? job.shortlink ?? job.application_url),
    location: joinParts(
      location.city,
      location.region,
      location.country,
      job.remote === true ? 'Remote' : '',
    ),
    employment_type: employmentLabel(job.type ?? job.employment_type),
    salary: salaryText(salary.salary_from, salary.salary_to, salary.salary_currency, ''),
    description: sections(
      ['', job.description],
      ['Requirements', job.requirements],
      ['Benefits', job.benefits],
    ),
  }
}

function smartRecruiters(job: Json): ImportedPosting {
  const company = isObject(job.company) ? job.company : {}
  const location = isObject(job.location) ? job.location : {}
  const employment = isObject(job.typeOfEmployment) ? job.typeOfEmployment : {}
  const ad = isObject(job.jobAd) && isObject(job.jobAd.sections) ? job.jobAd.sections : {}
  const part = (key: string): [string, unknown] => {
    const section = isObject(ad[key]) ? ad[key] : {}
    return [str(section.title), section.text]
  }
  return {
    title: str(job.name),
    company: str(company.name) || slugToName(str(company.identifier)),
    location: joinParts(
      location.city,
      location.region,
      str(location.country).toUpperCase(),
      location.remote === true ? 'Remote' : '',
    ),
    employment_type: str(employment.label),
    salary: '',
    description: sections(
      part('companyDescription'),
      part('jobDescription'),
      part('qualifications'),
      part('additionalInformation'),
    ),
  }
}

function recruitee(offer: Json): ImportedPosting {
  const salary = isObject(offer.salary) ? offer.salary : {}
  return {
    title: str(offer.title),
    company: str(offer.company_name),
    location: str(offer.location) || joinParts(offer.city, offer.country),
    employment_type: employmentLabel(offer.employment_type_code),
    salary: salaryText(salary.min, salary.max, salary.currency, salary.period),
    description: sections(['', offer.description], ['Requirements', offer.requirements]),
  }
}

/**
 * Reads the public JSON of Greenhouse, Lever, Ashby, Workable, SmartRecruiters or Recruitee, recognised by its
 * shape; from an Ashby job board it takes the posting whose id is in the user's link. Null when the JSON is none
 * of these.
 */
export function atsPosting(json: unknown, sourceUrl = ''): ImportedPosting | null {
  if (!isObject(json)) return null
  if (Array.isArray(json.jobs)) {
    const jobs = json.jobs.filter(isObject)
    const job =
      jobs.find((j) => str(j.id) && sourceUrl.includes(str(j.id))) ??
      (jobs.length === 1 ? jobs[0] : undefined)
    return job && 'descriptionHtml' in job ? ashby(job) : null
  }
  if ('hostedUrl' in json && 'text' in json) return lever(json)
  if ('descriptionHtml' in json) return ashby(json)
  if (isObject(json.offer)) return recruitee(json.offer)
  if (isObject(json.jobAd) && 'name' in json) return smartRecruiters(json)
  if ('absolute_url' in json && 'content' in json) return greenhouse(json)
  if ('shortcode' in json && 'title' in json) return workable(json)
  return null
}
