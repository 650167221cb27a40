import { describe, expect, it } from 'vitest'
import { readModelJson } from './read-model-json.ts'

describe('readModelJson', () => {
  it('reads plain, fenced and chatty JSON', () => {
    expect(readModelJson('{"a":1}')).toEqual({ a: 1 })
    expect(readModelJson('Sure! Here it is:\n```json\n{"a": [1, 2]}\n```\nAnything else?')).toEqual({
      a: [1, 2],
    })
  })

  it('repairs trailing commas, single quotes and a cut-off end', () => {
    expect(readModelJson("{'a': 'x', 'b': [1, 2,],}")).toEqual({ a: 'x', b: [1, 2] })
    expect(readModelJson('{"a": ["x", "y"')).toEqual({ a: ['x', 'y'] })
  })

  it('gives up on text with no object in it', () => {
    expect(readModelJson('I cannot help with that.')).toBeUndefined()
    expect(readModelJson('')).toBeUndefined()
  })
})
