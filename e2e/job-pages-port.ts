/** The saved job pages are served on the port after the app's, so the server and the specs agree on it. */
export const jobPagesPort = (appPort: number) => appPort + 1
