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

  it("drops LinkedIn's menu pasted one link a line, and Greenhouse's link back to the list", () => {
    const menu = [
      'LinkedIn',
      'Home',
      'My Network',
      'Jobs',
      'Messaging',
      'Notifications',
      'Me',
      'For Business',
    ]
    expect(dropBoardChrome([...menu, 'Try Premium for ₹0', 'Kuberpay', 'Frontend Engineer'])).toEqual([
      'Kuberpay',
      'Frontend Engineer',
    ])
    expect(dropBoardChrome(['Current openings at Northwind Dental', 'Back to jobs', 'FP&A Manager'])).toEqual(
      ['FP&A Manager'],
    )
  })

  it("drops LinkedIn's notes on the employer and who answers, and a tracker's footer", () => {
    const page = [
      'Nurse',
      'Promoted by hirer · Responses managed off LinkedIn',
      'Financial Services · 201-500 employees · 214 on LinkedIn',
      'We need a nurse.',
      'Powered by iCIMS',
    ]
    expect(dropBoardChrome(page)).toEqual(['Nurse', 'We need a nurse.'])
  })

  it("drops LinkedIn's Easy Apply form with the applicant's own name and headline", () => {
    const form = [
      'Apply to Lakeshore Credit Union',
      'Contact info',
      'Ana Ribeiro',
      'Customer Service Associate at Greenline Grocers',
      'Email address*',
      'Next',
      "Submitting this application won't change your LinkedIn profile.",
      'Application powered by LinkedIn | Help Center',
    ]
    expect(dropBoardChrome([...form, 'Lakeshore Credit Union', 'Personal Banker I'])).toEqual([
      'Lakeshore Credit Union',
      'Personal Banker I',
    ])
  })

  it("reads a logo's text as the name whose logo it is", () => {
    expect(dropBoardChrome(['Quillon logo', 'Support Engineer'])).toEqual(['Quillon', 'Support Engineer'])
    expect(dropBoardChrome(['Company logo for, Quillon Ltd', 'Support Engineer'])[0]).toBe('Quillon Ltd')
  })

  it('drops the bold marks of an ad pasted as Markdown', () => {
    expect(dropBoardChrome(['**Line Cook**', '**Juniper Hollow Kitchen** · Austin, TX'])).toEqual([
      'Line Cook',
      'Juniper Hollow Kitchen · Austin, TX',
    ])
    expect(dropBoardChrome(['## Job: Tree Surgeon', '# of Openings 2'])).toEqual([
      'Job: Tree Surgeon',
      '# of Openings 2',
    ])
  })

  it('drops the mail around an ad forwarded by email and keeps its subject', () => {
    const mail = [
      'From: Ann Lee <ann@example.org>',
      'Sent: 3 March 2026 10:02',
      'To: Bo Chan',
      'Subject: Fwd: Vacancy - Orthoptist (Bristol)',
      'Hi Bo, thought of you!',
      '---------- Forwarded message ---------',
      'Brightside Eye Clinic is recruiting an Orthoptist.',
    ]
    expect(dropBoardChrome(mail)).toEqual([
      'Vacancy - Orthoptist (Bristol)',
      'Brightside Eye Clinic is recruiting an Orthoptist.',
    ])
  })

  it('drops the quote marks before the lines of a forwarded message', () => {
    const mail = [
      'Subject: Fwd: Job opening',
      '> JOB OPENING',
      '> Tallow Bank is hiring a Teller.',
      '>',
      '>> Apply by Friday',
    ]
    expect(dropBoardChrome(mail)).toEqual([
      'Job opening',
      'JOB OPENING',
      'Tallow Bank is hiring a Teller.',
      'Apply by Friday',
    ])
  })

  it("drops a person's headline that names no employer over a post's time", () => {
    const post = [
      'Mina Qureshi',
      'Talent Acquisition | Tech Hiring | Karachi',
      '2d • Edited • 🌐',
      'Tern Apps is hiring.',
    ]
    expect(dropBoardChrome(post)).toEqual(['Mina Qureshi', 'Tern Apps is hiring.'])
  })

  it("drops a post's greeting before its first sentence", () => {
    expect(dropBoardChrome(['Hi everyone 👋 Reed Lantern Bar is looking for a Bartender.'])).toEqual([
      'Reed Lantern Bar is looking for a Bartender.',
    ])
    expect(dropBoardChrome(['Hello all, Oak Farm needs pickers this summer.'])).toEqual([
      'Oak Farm needs pickers this summer.',
    ])
    expect(dropBoardChrome(['Hiring Manager: Jo Park'])).toEqual(['Hiring Manager: Jo Park'])
  })

  it('drops the time and sender a chat prints before each message it copies or exports', () => {
    expect(dropBoardChrome(['[9:05 am, 02/03/2026] Ravi Traders: Urgent opening', 'Cashier'])).toEqual([
      'Urgent opening',
      'Cashier',
    ])
    expect(dropBoardChrome(['02/03/2026, 21:05 - Meena K: Need Packer urgent'])).toEqual([
      'Need Packer urgent',
    ])
    expect(dropBoardChrome(['[27-11 09:41] Sjoerd: VACANCY'])).toEqual(['VACANCY'])
    expect(dropBoardChrome(['Shift: 9:05 am - 5 pm'])).toEqual(['Shift: 9:05 am - 5 pm'])
  })

  it("drops a chat's plea to pass the ad on", () => {
    const chat = [
      'Hello all, please share this in your groups!!',
      'Packer',
      'Pls forward to needy persons 🙏',
    ]
    expect(dropBoardChrome(chat)).toEqual(['Packer'])
    expect(dropBoardChrome(['Please share your CV with us.'])).toEqual(['Please share your CV with us.'])
  })

  it("joins Workday's field names to the values under them", () => {
    const page = [
      'Ward Clerk',
      'locations',
      'Elm Vale Hospital - Leeds',
      'time type',
      'Full time',
      'job requisition id',
      'R001',
    ]
    expect(dropBoardChrome(page)).toEqual([
      'Ward Clerk',
      'Locations: Elm Vale Hospital - Leeds',
      'Time type: Full time',
      'Job requisition id: R001',
    ])
  })

  it('drops the date the board put the ad up', () => {
    expect(dropBoardChrome(['Reposted on Jan 30', 'Posted 02/05/2026', 'Welder'])).toEqual(['Welder'])
  })

  it("drops a classifieds site's path to the ad, its date and its buttons", () => {
    const page = [
      'CL > tacoma > jobs > skilled trades',
      'posted 2026-10-02 14:05',
      'reply',
      'prohibited',
      'Glazier',
    ]
    expect(dropBoardChrome(page)).toEqual(['Glazier'])
    expect(dropBoardChrome(['Home › Jobs › Retail', 'Stock Clerk'])).toEqual(['Stock Clerk'])
    const pasted = ['Glazier - Noosa | Jobs | Gumtree Australia Noosa Area | 1321400000', 'Glazier - Noosa']
    expect(dropBoardChrome(pasted)).toEqual(['Glazier - Noosa'])
    // One bracket is a quote or a comparison, not a path.
    expect(dropBoardChrome(['Pay > $20/hr'])).toEqual(['Pay > $20/hr'])
  })

  it("drops LinkedIn's notes on who promotes the ad and how busy its poster is", () => {
    const pasted = [
      'Tower Technician',
      'Fenwick Masts AS · Bergen (On-site)',
      'Promoted by hirer · Actively reviewing applicants',
    ]
    expect(dropBoardChrome(pasted)).toEqual(pasted.slice(0, 2))
  })

  it("drops a board's row of tabs but keeps a field's name over its value", () => {
    expect(dropBoardChrome(['Rigger', 'Job', 'Company', 'Salary', 'Reviews', 'We lift things.'])).toEqual([
      'Rigger',
      'We lift things.',
    ])
    expect(dropBoardChrome(['Salary', '£30,000'])).toEqual(['Salary', '£30,000'])
  })

  it("keeps a chat message's bold words without their marks", () => {
    expect(dropBoardChrome(['*Company:* Adeola Prints', '* Cut vinyl to size'])).toEqual([
      'Company: Adeola Prints',
      '* Cut vinyl to size',
    ])
  })

  it("reads a social post's author over its time as who posts the ad", () => {
    expect(dropBoardChrome(['Willowbrook Bakery', 'Yesterday at 07:15 · 🌍', 'We are hiring!'])).toEqual([
      'Posted by: Willowbrook Bakery',
      'We are hiring!',
    ])
    // A date under a title is no post's time.
    expect(dropBoardChrome(['Welder', 'November 20', 'Kiln Ltd is hiring.'])).toEqual([
      'Welder',
      'November 20',
      'Kiln Ltd is hiring.',
    ])
  })

  it("drops a careers site's menu and headings, and names a person's employer as who posts", () => {
    expect(dropBoardChrome(['Brygga', 'Jobs', 'People', 'Connect', 'Barista', 'Open positions'])).toEqual([
      'Brygga',
      'Barista',
    ])
    expect(
      dropBoardChrome(['Ana Ruiz', 'Talent Partner at Lumen Freight | Hiring', '2d', 'We are hiring!']),
    ).toEqual(['Ana Ruiz', 'Posted by: Lumen Freight', 'We are hiring!'])
  })

  it("reads a person's long LinkedIn headline over an edited post's time as who posts", () => {
    expect(
      dropBoardChrome([
        'Niamh Kerr',
        'Owner at Kerr Bicycles Ltd | Wheel building and repairs since 2009',
        '3d • Edited',
        "We're hiring!",
      ]),
    ).toEqual(['Niamh Kerr', 'Posted by: Kerr Bicycles Ltd', "We're hiring!"])
  })

  it("drops a site's menu pasted as one row near the top, and a greeting to everyone", () => {
    expect(
      dropBoardChrome([
        'JobHub',
        'Find jobs   Company reviews   Find salaries',
        'Baker',
        'Hello to everyone! We bake bread.',
      ]),
    ).toEqual(['Baker', 'We bake bread.'])
    // A row of a requirements table keeps its figures.
    expect(dropBoardChrome(['Baker', 'Forklift   Required   2 years'])).toEqual([
      'Baker',
      'Forklift   Required   2 years',
    ])
  })

  it("drops a board's name, a slashed breadcrumb, a chat's channel and sender, and a plea to share before the ad", () => {
    expect(
      dropBoardChrome([
        'Gumtree',
        'Home / Jobs / Trades & Services / Roofers',
        '#jobs-board',
        'Lars Holm  9:05 AM',
        'Hi all, please share 🙏 Fjord Roofing ApS is looking for a roofer.',
        'Chef / Cook / Kitchen Hand',
      ]),
    ).toEqual(['Fjord Roofing ApS is looking for a roofer.', 'Chef / Cook / Kitchen Hand'])
  })

  it("names the employer in a poster's long headline and drops LinkedIn's degree of connection", () => {
    expect(
      dropBoardChrome([
        'Dana Cole • 2nd',
        'Principal Technical Recruiter – Mining & Metals at Ridgeway Search Partners',
        '2d • Edited • 🌐',
        'I am partnering with a miner to find a Shift Boss.',
      ]),
    ).toEqual(['Posted by: Ridgeway Search Partners', 'I am partnering with a miner to find a Shift Boss.'])
  })

  it('drops a menu row with share icons', () => {
    expect(dropBoardChrome(['← All jobs    Share  in  f  𝕏', 'Moulder'])).toEqual(['Moulder'])
  })

  it("drops a tracker's search links and back arrow, and a chat's pictures before its fields", () => {
    expect(
      dropBoardChrome([
        'Search Jobs | Saved Jobs | Sign In',
        '< Back to search results',
        'Moulder',
        '🏢 Kiln d.o.o.',
      ]),
    ).toEqual(['Moulder', 'Kiln d.o.o.'])
  })

  it("reads a company's hiring account as the company, and an Instagram handle as no words of the caption", () => {
    expect(dropBoardChrome(['Kiln Works HR', 'Feb 10, 09:31', 'Open position: Moulder'])).toEqual([
      'Posted by: Kiln Works',
      'Open position: Moulder',
    ])
    expect(dropBoardChrome(['kilnworks • Follow', 'Leeds', 'kilnworks WE ARE HIRING MOULDERS!'])).toEqual([
      'Leeds',
      'WE ARE HIRING MOULDERS!',
    ])
  })

  it("drops a menu between bars but keeps a Markdown table's rows, and drops a forwarder's lower-case subject", () => {
    expect(
      dropBoardChrome([
        'Jobs  |  Career Advice  |  Recruiters  |  Sign in',
        '| Organisation | Kiln Works |',
        'Moulder',
      ]),
    ).toEqual(['| Organisation | Kiln Works |', 'Moulder'])
    // A header's fields between bars are no menu, nor is a direct mail's subject in lower case.
    expect(dropBoardChrome(['Line Cook | Harbour Bistro | Perth', 'We cook.'])).toEqual([
      'Line Cook | Harbour Bistro | Perth',
      'We cook.',
    ])
    expect(dropBoardChrome(['Subject: welder needed asap', 'Hi Sam,'])).toEqual([
      'welder needed asap',
      'Hi Sam,',
    ])
    expect(
      dropBoardChrome(['From: Ann <ann@mail.example>', 'Subject: Fw: job - thought of you', 'Moulder']),
    ).toEqual(['Moulder'])
    expect(dropBoardChrome(['Subject: Fwd: Moulder - Leeds', 'Kiln Works is hiring.'])).toEqual([
      'Moulder - Leeds',
      'Kiln Works is hiring.',
    ])
  })

  it("drops a board's name over its menus, but not an employer's over its careers menu", () => {
    expect(
      dropBoardChrome([
        'Reelcall',
        'Jobs   Crew   Actors   Voice',
        'Post a job   Log in   Join free',
        'Focus Puller',
      ]),
    ).toEqual(['Focus Puller'])
    expect(dropBoardChrome(['Harbour Foods', 'About   Our Brands   Careers', 'Line Cook'])).toEqual([
      'Harbour Foods',
      'Line Cook',
    ])
  })

  it("drops a group post's line naming its poster and the group", () => {
    expect(
      dropBoardChrome([
        'Kazi Mombasa (Jobs)',
        'Musa Otieno ▸ Kazi Mombasa (Jobs)',
        '3h · 🌐',
        'HIRING BOAT CREW',
        'Coral Tide Charters Ltd is now hiring.',
      ]),
    ).toEqual(['Kazi Mombasa (Jobs)', 'HIRING BOAT CREW', 'Coral Tide Charters Ltd is now hiring.'])
  })

  it("keeps a public body's own name over its site's path", () => {
    expect(dropBoardChrome(['Kestle Borough Council', 'Home > Council > Jobs', 'Prosecutor'])).toEqual([
      'Kestle Borough Council',
      'Prosecutor',
    ])
  })

  it("drops a group admin's line over the post's time", () => {
    expect(
      dropBoardChrome([
        'Hoi An Jobs',
        'Lan Vo  ·  Admin',
        '2 d  ·  🌏',
        'Pho Corner Cafe is looking for a cook.',
      ]),
    ).toEqual(['Hoi An Jobs', 'Pho Corner Cafe is looking for a cook.'])
  })

  it("drops a menu whose links hold a colon, a slash or a button, and a site's cookie notice", () => {
    expect(
      dropBoardChrome([
        'Home   Jobs   Companies   Employers: Post a Job   Login / Register',
        'Search jobs...   [ All sectors v ]   [ Search ]',
        'Questo sito utilizza cookie tecnici. / This site uses cookies.  [Accetta tutti]  [Rifiuta]',
        'KYC Analyst',
        'We bake cookies and cakes for the whole town.',
      ]),
    ).toEqual(['KYC Analyst', 'We bake cookies and cakes for the whole town.'])
    expect(
      dropBoardChrome([
        '井上畳工房  INOUE',
        'ホーム | 畳について | 採用情報 | お問い合わせ      日本語 / English',
        'About us',
      ]),
    ).toEqual(['井上畳工房  INOUE', 'About us'])
  })

  it("drops WhatsApp's mark on a forwarded message", () => {
    expect(dropBoardChrome(['Forwarded many times', 'WELDERS NEEDED'])).toEqual(['WELDERS NEEDED'])
    expect(dropBoardChrome(['Forwarded', 'Cook wanted'])).toEqual(['Cook wanted'])
  })

  it("drops Facebook's line under a comment", () => {
    expect(dropBoardChrome(['Cook wanted', 'Ana Reyes', 'How much po?', 'Like · Reply · 1h'])).toEqual([
      'Cook wanted',
      'Ana Reyes',
      'How much po?',
    ])
  })

  it("drops a board's menu pasted one link a line, with the short lines between its links and the site's name over it", () => {
    expect(
      dropBoardChrome([
        'JobStreet by SEEK',
        'Job search',
        'Profile',
        'Career advice',
        'Company reviews',
        'Sign in',
        'Employer site',
        'Accounts Payable Executive (Shared Services)',
        'Meranti Packaging',
      ]),
    ).toEqual(['Accounts Payable Executive (Shared Services)', 'Meranti Packaging'])
    // An employer's own site over two links keeps its name and the title under them.
    expect(dropBoardChrome(['Harbour Foods', 'Home', 'Careers', 'Line Cook', 'Harbour Foods'])).toEqual([
      'Harbour Foods',
      'Line Cook',
      'Harbour Foods',
    ])
  })

  it("drops a board's links two spaces apart, two of them on a line, and a link that asks a question", () => {
    expect(
      dropBoardChrome([
        'Jobs  Courses  Career advice  Recruiting? Post a job',
        'Sign in  Register',
        'Bathroom Fitter',
        'Line Cook  Harbour Bistro',
      ]),
    ).toEqual(['Bathroom Fitter', 'Line Cook  Harbour Bistro'])
  })

  it("drops an agency's menu for candidates and clients, a Facebook page's kind and Naukri's buttons", () => {
    expect(
      dropBoardChrome([
        'Harbourline Talent',
        'Candidates',
        'Clients',
        'Insights',
        'About',
        'Contact',
        'Submit CV',
        'Site Administrator – Commercial Construction',
        'Page · Bakery',
        'Register to apply | Login to apply',
        'Send me jobs like this',
      ]),
    ).toEqual(['Harbourline Talent', 'Site Administrator – Commercial Construction'])
    expect(
      dropBoardChrome(['Meridian Renal Systems', '8,412 followers', '2d • Edited', "We're hiring!"]),
    ).toEqual(['Posted by: Meridian Renal Systems', "We're hiring!"])
  })

  it("drops the menus under a site's name in any language, its buttons in its market's language, and a channel's head", () => {
    expect(
      dropBoardChrome([
        'elanpraca.pl',
        'Oferty pracy  Pracodawcy  Zarobki  Poradnik Kariery',
        'Zaloguj  Rejestracja',
        'Morska Logistyka Sp. z o.o.',
        'Obserwuj',
        '51-200 pracowników',
        'Spedytor Morski',
        'Aplikuj   Zapisz   Udostępnij',
        'Tekstil · 201-500 çalışan',
        'Seguir',
      ]),
    ).toEqual(['Morska Logistyka Sp. z o.o.', 'Spedytor Morski'])
    expect(
      dropBoardChrome([
        'Porto Vagas 🇵🇹 Emprego',
        'channel · 12 905 subscribers',
        'Precisamos de cozinheiro para o verão',
      ]),
    ).toEqual(['Precisamos de cozinheiro para o verão'])
    expect(
      dropBoardChrome(['Physical Therapist Assistant', '88% Recommend to a friend', 'Approve of CEO 91%']),
    ).toEqual(['Physical Therapist Assistant'])
    // A row under the ad's own first line is the ad's: only a site's name heads a menu.
    expect(dropBoardChrome(['Line Cook', 'Harbour Bistro  Perth'])).toEqual([
      'Line Cook',
      'Harbour Bistro  Perth',
    ])
  })

  it("drops a board's menu column with its tools and sign-in links, a classifieds site's name and a group's tabs", () => {
    const totaljobs = [
      'Skip to content',
      'jobsboard',
      'Search jobs',
      'Career advice',
      'Salary checker',
      'Recruiters',
    ]
    expect(dropBoardChrome([...totaljobs, 'Sign in', 'Claims Handler'])).toEqual(['Claims Handler'])
    const zip = ['Search Jobs', 'Salaries', 'Resume Builder', 'Log In', 'Sign Up', 'Post a Job', 'Line Cook']
    expect(dropBoardChrome(zip)).toEqual(['Line Cook'])
    const reed = ['Jobs', 'Courses', 'Career advice', 'Recruiting?', 'Sign in or register', 'Payroll Clerk']
    expect(dropBoardChrome(reed)).toEqual(['Payroll Clerk'])
    expect(dropBoardChrome(['OLX', 'Cook Required'])).toEqual(['Cook Required'])
    const group = [
      'Discussion  Featured  Members  Events  Media',
      'Lorna Abad ▸ Jobs Abroad 2026',
      'Admin · 5h · 🌏',
      'WELDERS FOR QATAR',
    ]
    expect(dropBoardChrome(group)).toEqual(['WELDERS FOR QATAR'])
  })

  it("drops a tab title's site, a board's search form in its menu column and its profile insights' head", () => {
    const pasted = [
      'Forklift Driver - Days - Leicester LE4 - Indeed.com',
      'indeed',
      'Find jobs',
      'Company reviews',
      'Find salaries',
      'Employers / Post Job',
      'What',
      'forklift',
      'Where',
      'Leicester',
      'Find jobs',
      'Forklift Driver - Days',
      'Soar Valley Foods',
      'You must create an Indeed account before continuing to the company website to apply',
      'Profile insights',
      "Here's how the job qualifications align with your profile.",
      'Licences',
    ]
    expect(dropBoardChrome(pasted)).toEqual([
      'Forklift Driver - Days - Leicester LE4',
      'Forklift Driver - Days',
      'Soar Valley Foods',
      'Licences',
    ])
  })

  it("drops a classifieds site's buttons over the ad", () => {
    expect(dropBoardChrome(['post  account', 'favorite  hide  flag  share', 'Line Cook - $19/hr'])).toEqual([
      'Line Cook - $19/hr',
    ])
  })

  it("drops a greeting in the ad's language before its first sentence, and a careers page's count of openings", () => {
    expect(dropBoardChrome(['Kia ora! Te Awa Trust is a community provider.'])).toEqual([
      'Te Awa Trust is a community provider.',
    ])
    expect(dropBoardChrome(['Tidemark', 'Open Positions (14)', 'Product Manager'])).toEqual([
      'Tidemark',
      'Product Manager',
    ])
  })

  it("drops a board's rating beside the employer's name on its card", () => {
    expect(dropBoardChrome(['Java Developer', 'Ledgerly Systems  4.1 ★  (1,204 Reviews)'])).toEqual([
      'Java Developer',
      'Ledgerly Systems',
    ])
  })
})
