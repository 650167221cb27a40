import { describe, expect, it } from 'vitest'
import { dropBoardChrome } from './drop-board-chrome.ts'

describe('dropBoardChrome', () => {
  it("drops the board's buttons, ages, counts and ratings, and keeps the posting's lines", () => {
    const pasted = [
      'Veterinary Technician',
      'Posted 2 days ago',
      'Easy Apply · Save',
      '4.1 out of 5 stars',
      '201-500 employees · Financial Services',
      '10,001+ employees',
      'Over 100 applicants',
      'Sunny Paws Animal Hospital',
      'Apply for a forklift license within 30 days',
      'Share your ideas with the team',
    ]
    expect(dropBoardChrome(pasted)).toEqual([
      'Veterinary Technician',
      'Sunny Paws Animal Hospital',
      'Apply for a forklift license within 30 days',
      'Share your ideas with the team',
    ])
  })

  it("drops the site's own links a whole page pasted brings above the ad", () => {
    const pasted = [
      'Skip to main content',
      'Menu',
      'Sign in',
      'Back to search results',
      'Welder',
      'Print menus daily',
    ]
    expect(dropBoardChrome(pasted)).toEqual(['Welder', 'Print menus daily'])
    expect(dropBoardChrome(['seek.com.au', 'Welder', 'Node.js', 'ASP.NET'])).toEqual([
      'Welder',
      'Node.js',
      'ASP.NET',
    ])
  })

  it('drops the bold marks of an ad pasted as Markdown', () => {
    expect(dropBoardChrome(['**Line Cook**', '**Juniper Hollow Kitchen** · Austin, TX'])).toEqual([
      'Line Cook',
      'Juniper Hollow Kitchen · Austin, TX',
    ])
  })
})
