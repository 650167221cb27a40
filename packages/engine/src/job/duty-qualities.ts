// Qualities an ad shows through the job's duties without naming them: a role that greets and helps the
// public asks for customer service, one worked as part of a crew asks for teamwork. Unlike the descriptions
// of the person in find-soft-qualities.ts, these are read in a duty with no subject too ("Greet every guest").
// Each kind is here because recruiters list its quality most of the time its wording occurs (measured over the
// tune postings: the public served, greeted or helped in 26 postings, Customer service listed in 24; work in or
// as part of a team or crew in 27, Teamwork listed in 26). Duties that read like a quality but are seldom
// labelled one stay out: working with other people or departments (Teamwork 20 of 53), writing clear reports
// (Communication 4 of 11), communicating with parents (0 of 3), doing a task accurately (Attention to detail 4 of
// 14), troubleshooting (Problem solving 6 of 13), and a friendly or warm manner (Friendly demeanor 2 of 26).

// The people a customer-facing role serves. Patients, clients and members are served by many roles that are no
// customer service ("help patients with mobility", "advising private clients"); greeting them is.
const served =
  '(?:customers?|guests?|patrons?|shoppers?|visitors?|passengers?|diners?|callers?|walk-ins|(?:members of )?the public)'
const greeted = `(?:${served}|patients|clients|members|residents|tenants)`
// Up to two words between the verb and the people ("every new guest", "trade and retail customers"), none of them
// a preposition that starts another object ("serve alcohol to guests", "a welcoming space for visitors").
const describedAs =
  '(?:every |each |all |our |your |the |any )?(?:(?!(?:to|for|of|with|from|by)\\b)[a-z-]+ ){0,2}'

export const dutyQualities: [label: string, phrases: RegExp][] = [
  [
    'Customer service',
    new RegExp(
      [
        // Greeting, serving and helping the public: "Greet patients at the counter", "Help shoppers find …".
        `\\b(?:greet|greets|greeting|welcome|welcomes)\\b(?: and \\w+)? ${describedAs}${greeted}\\b`,
        `\\b(?:serve|serves|serving|help|helps|helping|assist|assists|assisting|advise|advises|advising|look(?:s|ing)? after|tak(?:e|es|ing) care of|wait(?:s|ing)? on)\\b(?: and \\w+)? ${describedAs}${served}\\b`,
        // "Keep residents happy", "make sure every customer leaves happy".
        `\\bkeep(?:s|ing)?\\b[^.;]{0,30}?\\b${describedAs}${greeted} (?:happy|satisfied|coming back)\\b`,
        `\\b(?:every|each) (?:customer|guest|patron|shopper|visitor|diner|client) (?:leaves|goes home|walks out) (?:happy|satisfied|smiling|with)\\b`,
        // "Answer reference questions at the desk", "Explains the rules to owners and the public".
        `\\banswer(?:s|ing)?\\b[^.;]{0,30}?\\b(?:questions|inquiries|enquiries|queries)\\b[^.;]{0,30}?\\bat the (?:counter|desk|front desk|till|checkout)\\b`,
        `\\b(?:explain|talk|speak|answer)\\w*\\b[^.;]{0,40}?\\b(?:to|with|from) (?:[a-z-]+,? (?:and |or )?){0,3}${served}\\b`,
        // "Solve guests' problems", "handle customer complaints".
        `\\b(?:solv|resolv|handl)\\w* (?:[a-z-]+ )?(?:customer|guest|patron|caller|shopper|passenger|visitor)s?['’]? (?:complaints|requests|problems|issues|queries|enquiries|inquiries|concerns)\\b`,
        // The manner the public meets: "upbeat with guests", "warm with clients".
        `\\b(?:friendly|warm|courteous|polite|upbeat|cheerful|helpful|gracious) (?:with|to|toward|towards) ${describedAs}(?:${served}|clients)\\b`,
        // Where or in what role the public is met: "at the checkout", "a customer-facing role".
        `\\b(?:customer|guest|client|patient)[- ]facing (?:role|roles|experience|position|positions|job|jobs|work)\\b`,
        `\\b(?:at|behind) the (?:counter|front desk|service desk|checkout|till|register)\\b|\\b(?:phone|counter) manner\\b`,
      ].join('|'),
    ),
  ],
  [
    'Teamwork',
    new RegExp(
      [
        // "Works well on a crew", "work as part of a close team", "Work with our video team".
        `\\bwork(?:s|ing)? (?:well |closely |effectively |happily )?(?:in|within|on|as part of|as a member of|as one of|with|alongside) (?:a|an|the|our|your) (?:[a-z-]+ ){0,3}(?:team|crew|squad)s?\\b(?![- '’](?:leaders?|leads?|managers?|supervisors?|s\\b))`,
        // "Enjoy being part of a small team", "a member of our cabin crew", "with a crew of five".
        `\\b(?:part|member|one) of (?:a|an|the|our|your) (?:[a-z-]+ ){0,3}(?:team|crew)\\b(?![- '’](?:leaders?|leads?|managers?|supervisors?|s\\b))`,
        `\\b(?:with|in|on) (?:a|the|your) (?:[a-z-]+ ){0,2}crew of\\b`,
        `\\beasy to (?:get on|get along|work) with\\b`,
      ].join('|'),
    ),
  ],
  [
    // Calming or defusing people or situations that are tense: "Defuses tense encounters", "calm upset callers".
    // De-escalating alone is as often a care or classroom practice (0 of 2).
    'Conflict resolution',
    new RegExp(
      [
        `\\b(?:calm|calms|calming|defus\\w*|diffus\\w*|de-?escalat\\w*|settl\\w*|handl\\w*)\\b(?: down)? (?:(?:a|an|the) )?(?:tense|upset|angry|irate|heated|hostile|difficult|aggressive|volatile) (?:situations?|encounters?|conversations?|moments?|${greeted}|people)\\b`,
        `\\bde-?escalat\\w* (?:conflicts?|disputes?|arguments?)\\b`,
      ].join('|'),
    ),
  ],
]
