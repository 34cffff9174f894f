/**
 * A company of a test's own: a new person's account at the run's identity provider, their company with the terms
 * accepted and its first Cin7 Omni connection with its keys, made through the API calls the sign-up screens make
 * (src/features/signup/: useCompanySignup.ts, useFirstConnection.ts). The screens' own walk of these steps is the
 * stranger's first hour's (signup.spec.ts); a test that needs a company of its own, not the walk, starts here. Its
 * warehouse is no other test's, and its imports queue behind no other test's: a connection runs one import at a time
 * (docs/testing.md, "The browser tests' stack").
 */
import type { Page } from '@playwright/test';
import { CURRENT_TERMS_VERSION } from '../../contract/signup.ts';
import { API_PATHS } from '../../contract/paths.ts';
import { finishAuthorization, startAuthorization } from '../../server/testing/testSignIn.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { callApiWithToken as callApi } from './apiCall';
import { ADDIN_ORIGIN, IDP_URL } from './stack';

export interface OwnCompany {
  name: string;
  token: string;
  userId: string;
  instanceId: number;
  connectionId: number;
  /** Calls the run's API as the company's founder, in the company. */
  call<T>(path: string, payload?: unknown): Promise<T>;
}

/** A new account at the provider, through its own sign-up form (the sign-in form's neighbour); answers its id token. */
async function newAccountToken(name: string, email: string): Promise<string> {
  const started = await startAuthorization(IDP_URL, `${ADDIN_ORIGIN}/signin`);
  const signup = started.action.replace(/\/login(\?|$)/, '/signup$1');
  if (signup === started.action) throw new Error(`No sign-up form beside ${started.action}`);
  return finishAuthorization(IDP_URL, started, signup, { name, email, password: 'own-company-e2e' });
}

/**
 * Signs a new person up with a company named after `label` and its Cin7 Omni connection to the stand-in's account of
 * `cin7Username` (the demo key); nothing is imported.
 */
export async function companyOfItsOwn(label: string, cin7Username: string): Promise<OwnCompany> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `${label} ${stamp}`;
  const token = await newAccountToken(`${label} Founder`, `own-${stamp}@example.test`);
  const { user } = await callApi<{ user: { userId: string } }>(token, API_PATHS.signupInitialUser, {});
  const { plans } = await callApi<{ plans: { stripeProductId: string }[] }>(token, API_PATHS.signupPlan, {});
  const { instanceId } = await callApi<{ instanceId: number }>(token, API_PATHS.signupInstance, {
    name,
    stripeProductId: plans[0]?.stripeProductId,
  });
  await callApi(token, API_PATHS.signupAcceptance, {
    termsVersion: CURRENT_TERMS_VERSION,
    accepted: true,
    instanceId,
  });
  const { sourceSystems } = await callApi<{
    sourceSystems: { id: number; name: string; scopes: { key: string }[] }[];
  }>(token, API_PATHS.sourceSystems, {}, instanceId);
  const cin7 = sourceSystems[0];
  if (!cin7) throw new Error('The API offers no source system.');
  const { connectionId } = await callApi<{ connectionId: number }>(
    token,
    API_PATHS.signupConnections,
    {
      instanceId,
      name: `${label} Omni`,
      sourceSystemId: cin7.id,
      APIKeys: { clientId: cin7Username, secret: DEMO_CIN7_API_KEY },
      ETLScopes: cin7.scopes.map((scope) => scope.key),
    },
    instanceId,
  );
  await callApi(token, API_PATHS.clientSignUpOnboardUser, { instanceId }, instanceId);
  return {
    name,
    token,
    userId: user.userId,
    instanceId,
    connectionId,
    call: <T>(path: string, payload: unknown = {}) => callApi<T>(token, path, payload, instanceId),
  };
}

/** Starts the page signed in as the company's founder, the company the remembered choice, as sign-up leaves a tab. */
export async function startSignedInAs(page: Page, company: OwnCompany): Promise<void> {
  await page.addInitScript(
    ({ token, key, id }) => {
      // Once per tab, as a sign-in would: a later sign-out in the test must stay signed out across navigations.
      if (window.sessionStorage.getItem('e2e.session-seeded')) return;
      window.sessionStorage.setItem('e2e.session-seeded', 'yes');
      window.sessionStorage.setItem('wharf.auth', JSON.stringify({ state: { idToken: token }, version: 0 }));
      window.localStorage.setItem(key, String(id));
    },
    { token: company.token, key: `wharf.instance.${company.userId}`, id: company.instanceId },
  );
}
