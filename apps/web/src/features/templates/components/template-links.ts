/** Where "Use this template" goes: the tailoring screen with the template chosen. */
export const templateHref = (id: string) => `/analysis?template=${encodeURIComponent(id)}`
