export type Ats = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters' | 'recruitee'

/** A posting on an applicant-tracking system, and the public JSON endpoint that serves it. */
export type AtsLink = { ats: Ats; company: string; apiUrl: string }

const seg = '([\\w.-]+)'

/** Recognises a posting link on one of the big applicant-tracking systems; null for any other site. */
export function atsLink(raw: string): AtsLink | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const host = url.hostname.toLowerCase()
  const path = url.pathname
  let m: RegExpExecArray | null
  if (/^(boards|job-boards)(\.eu)?\.greenhouse\.io$/.test(host)) {
    const embed = url.searchParams.get('for') && url.searchParams.get('token')
    if (embed) return greenhouse(url.searchParams.get('for')!, url.searchParams.get('token')!)
    m = new RegExp(`^/${seg}/jobs/(\\d+)`).exec(path)
    return m ? greenhouse(m[1]!, m[2]!) : null
  }
  if (/^boards-api(\.eu)?\.greenhouse\.io$/.test(host)) {
    m = new RegExp(`^/v1/boards/${seg}/jobs/(\\d+)`).exec(path)
    return m ? greenhouse(m[1]!, m[2]!) : null
  }
  if (/^jobs(\.eu)?\.lever\.co$/.test(host)) {
    m = new RegExp(`^/${seg}/([\\da-f-]{36})`).exec(path)
    const api = host.includes('.eu.') ? 'https://api.eu.lever.co' : 'https://api.lever.co'
    return m ? { ats: 'lever', company: m[1]!, apiUrl: `${api}/v0/postings/${m[1]}/${m[2]}` } : null
  }
  if (host === 'jobs.ashbyhq.com') {
    m = new RegExp(`^/${seg}/([\\da-f-]{36})`).exec(path)
    return m
      ? {
          ats: 'ashby',
          company: m[1]!,
          apiUrl: `https://api.ashbyhq.com/posting-api/job-board/${m[1]}?includeCompensation=true`,
        }
      : null
  }
  if (host === 'apply.workable.com') {
    m = new RegExp(`^/${seg}/j/([\\w]+)`).exec(path)
    return m
      ? {
          ats: 'workable',
          company: m[1]!,
          apiUrl: `https://apply.workable.com/api/v2/accounts/${m[1]}/jobs/${m[2]}`,
        }
      : null
  }
  if (host === 'jobs.smartrecruiters.com') {
    m = new RegExp(`^/${seg}/(\\d+)`).exec(path)
    return m
      ? {
          ats: 'smartrecruiters',
          company: m[1]!,
          apiUrl: `https://api.smartrecruiters.com/v1/companies/${m[1]}/postings/${m[2]}`,
        }
      : null
  }
  m = /^([\w-]+)\.recruitee\.com$/.exec(host)
  const offer = /^\/o\/([\w-]+)/.exec(path)
  if (m && offer) {
    return {
      ats: 'recruitee',
      company: m[1]!,
      apiUrl: `https://${m[1]}.recruitee.com/api/offers/${offer[1]}`,
    }
  }
  return null
}

function greenhouse(board: string, id: string): AtsLink {
  return {
    ats: 'greenhouse',
    company: board,
    apiUrl: `https://boards-api.greenhouse.io/v1/boards/${board}/jobs/${id}`,
  }
}

/** Sites that need a sign-in or a real browser to show a posting; reading them is refused up front. */
export function isClosedSite(raw: string): boolean {
  try {
    const host = new URL(raw).hostname.toLowerCase()
    return (
      /(^|\.)linkedin\.com$/.test(host) ||
      /(^|\.)indeed\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(host)
    )
  } catch {
    return false
  }
}
