export type Theme = 'light' | 'dark'

export const themeStorageKey = 'theme'

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}
