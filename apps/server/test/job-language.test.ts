import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BACKEND_JOB as JOB,
  BACKEND_RESUME_FULL_TEXT as RESUME_TEXT,
} from './fixtures/backend-resume-text.ts'
import { createTestApp, databaseKinds, type TestApp } from './harness.ts'

// A posting in a language the engine does not read is said so when it is analysed and whenever it is reopened.
const POLISH_JOB = `Starszy inżynier oprogramowania
Poszukujemy doświadczonego inżyniera, który dołączy do naszego zespołu platformy płatności. Będziesz
projektować i rozwijać usługi backendowe, dbać o ich niezawodność oraz współpracować z zespołami produktowymi.
Wymagania: co najmniej pięć lat doświadczenia w tworzeniu oprogramowania, bardzo dobra znajomość baz danych,
umiejętność pracy w zespole oraz komunikatywność. Oferujemy elastyczne godziny pracy i prywatną opiekę medyczną.`
const WARNING =
  'This job description seems to be in Polish. Tailor reads English, German, French and Spanish, so the skills and keywords found in it may be incomplete.'

describe.each(databaseKinds)('the job description’s language on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const analyse = async (auth: Record<string, string>, job: string) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/tailor/',
      headers: auth,
      payload: { resume_text: RESUME_TEXT, job_description: job },
    })
    expect(reply.statusCode).toBe(200)
    const body = reply.json()
    const record = await t.app.inject({ url: body.tailored_resume_url, headers: auth })
    return { warnings: body.warnings as string[], reopened: record.json().warnings as string[] }
  }

  it('warns about a posting in an unsupported language in the reply and on reopening', async () => {
    const user = await t.signUp({ credits: 2 })
    const polish = await analyse(user.auth, POLISH_JOB)
    expect(polish.warnings).toContain(WARNING)
    expect(polish.reopened).toEqual([WARNING])
    const english = await analyse(user.auth, JOB)
    expect(english.warnings).not.toContain(WARNING)
    expect(english.reopened).toEqual([])
  })
})
