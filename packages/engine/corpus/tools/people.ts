import { peopleA } from './people-a.ts'
import { peopleB } from './people-b.ts'
import type { Person } from './person.ts'

export const people: Person[] = [...peopleA, ...peopleB]
