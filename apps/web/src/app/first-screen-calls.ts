/**
 * The calls the dashboard's home waits for before it draws (the loaders in dashboard-home-data.ts).
 * dashboard.html's boot script starts them while the code downloads (vite-first-screen.ts), and
 * lib/early-calls.ts hands each answer to the first request for it, so that on a slow line the
 * data arrive with the code instead of one round trip after it. A test holds this list to what
 * the loaders ask for; a call missing here is only asked for later, as before.
 */
export const firstScreenCalls = {
  /** Without a token: the brand. */
  public: ['/api/platform/settings'],
  /** Everyone whose home is the dashboard. */
  signedIn: ['/api/auth/me', '/api/dashboard/stats', '/api/tasks/counts', '/api/tasks/my?limit=100'],
  /** The employer's too (canManageCompany): the invitation card names the company and its code. */
  employer: ['/api/companies/my'],
} as const;

/**
 * Past this the first screen draws without what has not arrived (the home with its skeletons, the
 * default brand) rather than wait longer: a slow answer must not keep a phone on the frame.
 */
export const firstScreenWaitMs = 1500;
