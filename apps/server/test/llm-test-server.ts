import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A Chat Completions request as the test server received it. */
export interface ChatRequest {
  path: string
  authorization: string | undefined
  body: {
    model: string
    messages: { role: string; content: string }[]
    response_format?: { type: string; json_schema?: { name: string; schema: object; strict?: boolean } }
  }
}

/** What the server does with one request. */
export type Scripted =
  | { content: string }
  | { refusal: string }
  | { status: number; message: string }
  | { delayMs: number; reply: Scripted }

/** Tokens counted the usual rough way for English: a quarter of the characters. */
const tokens = (text: string) => Math.ceil(text.length / 4)

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 for tests: POST /v1/chat/completions only (so a
 * base URL without /v1 must be completed by the client), answers as the test scripts it (good, hallucinating,
 * malformed, slow, failing, refusing), reports usage like the real API and keeps every request it received.
 * `structuredOutput: false` answers 400 to response_format json_schema, as servers without it do.
 */
export async function startLlmTestServer(options: { structuredOutput?: boolean } = {}) {
  let script: (request: ChatRequest) => Scripted = () => ({ status: 500, message: 'not scripted' })
  const requests: ChatRequest[] = []
  const usage: { prompt: number; completion: number }[] = []
  const server = createServer(async (req, res) => {
    const send = (status: number, body: object) => {
      if (res.destroyed) return
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return send(404, {
        error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' },
      })
    const request: ChatRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(await readBody(req)),
    }
    requests.push(request)
    if (options.structuredOutput === false && request.body.response_format?.type === 'json_schema')
      return send(400, {
        error: { message: 'response_format json_schema is not supported', type: 'invalid_request_error' },
      })
    let step = script(request)
    while ('delayMs' in step) {
      const { delayMs, reply } = step
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      step = reply
    }
    if ('status' in step) return send(step.status, { error: { message: step.message, type: 'server_error' } })
    const content = 'content' in step ? step.content : null
    const counted = {
      prompt: tokens(request.body.messages.map((m) => m.content).join('\n')),
      completion: tokens(content ?? ('refusal' in step ? step.refusal : '')),
    }
    usage.push(counted)
    send(200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: 'refusal' in step ? step.refusal : null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: {
        prompt_tokens: counted.prompt,
        completion_tokens: counted.completion,
        total_tokens: counted.prompt + counted.completion,
      },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    usage,
    script(next: (request: ChatRequest) => Scripted) {
      script = next
      requests.length = 0
      usage.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type LlmTestServer = Awaited<ReturnType<typeof startLlmTestServer>>

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
