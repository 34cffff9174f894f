/**
 * The provider's user-facing steps (oidc-provider leaves these to us): the sign-in and sign-up forms behind
 * `/interaction/:uid`. Consent is never asked here — `loadExistingGrant` grants the first-party add-in what it asks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { cleanText } from '@wharf/contract/text.ts';
import type { AccountStore } from './accounts.ts';
import { CREATE_PROMPT, SIGN_IN_PROMPTS } from './configuration.ts';
import { PAGE_SECURITY_HEADERS, errorPage, loginPage, signUpPage } from './pages.ts';

const MAX_FORM_BYTES = 16 * 1024;
const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup))?\/?$/;

/** show: the form the prompt asks for (sign-up for a requested create); showLogin: the sign-in form regardless. */
type Step = 'show' | 'showLogin' | 'login' | 'signup';

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { ...PAGE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Which interaction step a request is for, or undefined when it is not an interaction URL. */
export function matchInteraction(method: string, pathname: string): { uid: string; step: Step } | undefined {
  const match = ROUTE.exec(pathname);
  const uid = match?.[1];
  if (!uid) return undefined;
  const action = match[2];
  if (method === 'GET') {
    return { uid, step: action === 'signup' ? 'signup' : action === 'login' ? 'showLogin' : 'show' };
  }
  if (method === 'POST' && (action === 'login' || action === 'signup')) return { uid, step: action };
  return undefined;
}

export function createInteractionHandler(
  provider: Provider,
  accounts: AccountStore,
): (req: IncomingMessage, res: ServerResponse, uid: string, step: Step) => Promise<void> {
  const signIn = (req: IncomingMessage, res: ServerResponse, accountId: string): Promise<void> =>
    // Signing in also answers a requested select_account prompt (the user chose the account by signing in) and a
    // requested create prompt (the account was just made, or the person chose to sign in with one they have).
    provider.interactionFinished(
      req,
      res,
      { login: { accountId }, select_account: {}, [CREATE_PROMPT]: {} },
      { mergeWithLastSubmission: false },
    );

  return async (req, res, uid, step) => {
    try {
      // interactionDetails checks the interaction cookie, so a uid from another browser is refused.
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid || !SIGN_IN_PROMPTS.has(details.prompt.name)) {
        sendPage(res, 400, errorPage('This sign-in link is not valid any more. Start again from Wharf.'));
        return;
      }
      if (step === 'showLogin' || (step === 'show' && details.prompt.name !== CREATE_PROMPT)) {
        sendPage(res, 200, loginPage({ uid }));
      } else if (step === 'show' || (step === 'signup' && req.method === 'GET')) {
        sendPage(res, 200, signUpPage({ uid }));
      } else if (step === 'login') {
        const form = await readForm(req);
        const email = form.get('email') ?? '';
        const account = accounts.verify(email, form.get('password') ?? '');
        if (!account) {
          sendPage(
            res,
            401,
            loginPage({ uid, email, error: 'That email and password do not match an account.' }),
          );
          return;
        }
        await signIn(req, res, account.id);
      } else {
        const form = await readForm(req);
        const input = {
          name: form.get('name') ?? '',
          email: form.get('email') ?? '',
          password: form.get('password') ?? '',
        };
        const result = accounts.signUp(input);
        if (!result.ok) {
          sendPage(
            res,
            400,
            // Refused control characters are not echoed back into the page.
            signUpPage({
              uid,
              name: cleanText(input.name),
              email: cleanText(input.email),
              error: result.message,
            }),
          );
          return;
        }
        await signIn(req, res, result.account.id);
      }
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        sendPage(res, 400, errorPage('Your sign-in session has expired. Start again from Wharf.'));
        return;
      }
      throw error;
    }
  };
}
