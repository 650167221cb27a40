import { describe, expect, it } from 'vitest'
import { atsLink, isClosedSite } from './ats-link.ts'

describe('atsLink', () => {
  it.each([
    [
      'https://boards.greenhouse.io/adventureworks/jobs/4012345008',
      'https://boards-api.greenhouse.io/v1/boards/adventureworks/jobs/4012345008',
    ],
    [
      'https://job-boards.greenhouse.io/adventureworks/jobs/4012345008?gh_src=abc',
      'https://boards-api.greenhouse.io/v1/boards/adventureworks/jobs/4012345008',
    ],
    [
      'https://boards.greenhouse.io/embed/job_app?for=adventureworks&token=4012345008',
      'https://boards-api.greenhouse.io/v1/boards/adventureworks/jobs/4012345008',
    ],
    [
      'https://jobs.lever.co/litware/5a1c2e3f-4b5d-46e7-8f90-a1b2c3d4e5f6/apply',
      'https://api.lever.co/v0/postings/litware/5a1c2e3f-4b5d-46e7-8f90-a1b2c3d4e5f6',
    ],
    [
      'https://jobs.eu.lever.co/litware/5a1c2e3f-4b5d-46e7-8f90-a1b2c3d4e5f6',
      'https://api.eu.lever.co/v0/postings/litware/5a1c2e3f-4b5d-46e7-8f90-a1b2c3d4e5f6',
    ],
    [
      'https://jobs.ashbyhq.com/wide-world-importers/7d2c9e8b-1a3f-4b6c-9d0e-2f1a3b4c5d6e',
      'https://api.ashbyhq.com/posting-api/job-board/wide-world-importers?includeCompensation=true',
    ],
    [
      'https://apply.workable.com/proseware/j/A1B2C3D4E5/',
      'https://apply.workable.com/api/v2/accounts/proseware/jobs/A1B2C3D4E5',
    ],
    [
      'https://jobs.smartrecruiters.com/WoodgroveBank/744000012345678-financial-controller',
      'https://api.smartrecruiters.com/v1/companies/WoodgroveBank/postings/744000012345678',
    ],
    [
      'https://blueyonderairlines.recruitee.com/o/mobile-developer-ios',
      'https://blueyonderairlines.recruitee.com/api/offers/mobile-developer-ios',
    ],
  ])('%s → %s', (url, apiUrl) => {
    expect(atsLink(url)?.apiUrl).toBe(apiUrl)
  })

  it('names the ATS and the account', () => {
    expect(atsLink('https://jobs.ashbyhq.com/acme/7d2c9e8b-1a3f-4b6c-9d0e-2f1a3b4c5d6e')).toMatchObject({
      ats: 'ashby',
      company: 'acme',
    })
  })

  it.each([
    'https://careers.example.com/jobs/123',
    'https://boards.greenhouse.io/adventureworks',
    'https://jobs.lever.co/litware',
    'https://greenhouse.io.evil.example/adventureworks/jobs/1',
    'not a link',
  ])('is null for %s', (url) => {
    expect(atsLink(url)).toBeNull()
  })
})

describe('isClosedSite', () => {
  it.each([
    'https://www.linkedin.com/jobs/view/123',
    'https://linkedin.com/jobs/view/123',
    'https://www.indeed.com/viewjob?jk=abc',
    'https://uk.indeed.com/viewjob?jk=abc',
    'https://de.indeed.de/job',
    'https://www.indeed.co.uk/viewjob?jk=abc',
  ])('refuses %s', (url) => {
    expect(isClosedSite(url)).toBe(true)
  })

  it.each([
    'https://notlinkedin.com/jobs',
    'https://linkedin.com.evil.example/',
    'https://careers.example.com/',
  ])('allows %s', (url) => {
    expect(isClosedSite(url)).toBe(false)
  })
})
