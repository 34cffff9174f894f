/**
 * The demo user, as both the local identity provider and the demo database know it: the provider signs them in
 * with this subject, and the seeded membership rows carry the same subject, so a token maps to the seeded user.
 */
export const DEMO_USER_SUBJECT = 'demo-user';
export const DEMO_ACCOUNT = {
  subject: DEMO_USER_SUBJECT,
  email: 'demo@wharf.test',
  password: 'wharf-demo',
  name: 'Demo User',
} as const;
