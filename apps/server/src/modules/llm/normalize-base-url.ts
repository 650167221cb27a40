/**
 * Any OpenAI-compatible server's address as the client wants it: a bare `http://host:port` (Ollama, llama.cpp,
 * vLLM, LM Studio) gets `/v1`; a path already given (`/v1`, OpenRouter's `/api/v1`, Groq's `/openai/v1`) is
 * kept, and a pasted `/chat/completions` is dropped.
 */
export function normalizeBaseUrl(raw: string): string {
  const url = new URL(raw.trim())
  const path = url.pathname.replace(/\/+$/, '').replace(/\/chat\/completions$/, '')
  url.pathname = path || '/v1'
  return url.toString().replace(/\/+$/, '')
}
