// Fills an account with analyses through the real API, e.g. before capturing screenshots:
// node --import tsx e2e/seed-analyses.ts http://localhost:3000 EMAIL PASSWORD [count=22]
import { seedBodies } from './analyses-seed.ts'

const [baseURL = 'http://localhost:3000', email, password, count = '22'] = process.argv.slice(2)
if (!email || !password) throw new Error('Usage: seed-analyses.ts BASE_URL EMAIL PASSWORD [COUNT]')

const post = (path: string, body: object, token?: string) =>
  fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

const login = await post('/api/v1/user/token/', { email, password })
if (!login.ok) throw new Error(`Login failed: ${login.status}`)
const { access, name } = (await login.json()) as { access: string; name: string }
for (const body of seedBodies(name, Number(count))) {
  const reply = await post('/api/v1/resume/tailor/', body, access)
  if (!reply.ok) throw new Error(`Tailoring failed: ${reply.status} ${await reply.text()}`)
}
console.log(`Created ${count} analyses for ${email}`)
