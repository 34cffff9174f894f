// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OFFICE_JS_DEFAULT_URL } from './configDefaults';
import { ConfigError, readConfig } from './configSchema';

const API = { VITE_API_URL: 'https://api.wharf.example' };

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the app’s configuration', () => {
  it('needs only the API’s URL: sign-in and telemetry are off and office.js comes from Microsoft', () => {
    expect(readConfig(API)).toEqual({
      officeJsUrl: OFFICE_JS_DEFAULT_URL,
      authAuthority: undefined,
      authClientId: undefined,
      authProtocolMode: 'OIDC',
      authNestedAppAuth: false,
      apiUrl: 'https://api.wharf.example/',
      telemetryConnectionString: undefined,
    });
  });

  it('reads every variable, blank ones as unset', () => {
    expect(
      readConfig({
        ...API,
        VITE_OFFICE_JS_URL: 'https://cdn.example/office.js',
        VITE_AUTH_AUTHORITY: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin',
        VITE_AUTH_CLIENT_ID: ' wharf-addin ',
        VITE_AUTH_PROTOCOL_MODE: 'aad',
        VITE_AUTH_NESTED_APP_AUTH: 'true',
        VITE_TELEMETRY_CONNECTION_STRING: '',
      }),
    ).toEqual({
      officeJsUrl: 'https://cdn.example/office.js',
      authAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin',
      authClientId: 'wharf-addin',
      authProtocolMode: 'AAD',
      authNestedAppAuth: true,
      apiUrl: 'https://api.wharf.example/',
      telemetryConnectionString: undefined,
    });
  });

  it('fails at once without the API’s URL, naming the variable', () => {
    expect(problemsOf({})).toEqual(["VITE_API_URL must be set to the Wharf API's URL"]);
    expect(problemsOf({ VITE_API_URL: '  ' })).toEqual(["VITE_API_URL must be set to the Wharf API's URL"]);
  });

  it('refuses malformed variables, naming each', () => {
    expect(
      problemsOf({
        VITE_API_URL: 'localhost:3001',
        VITE_AUTH_AUTHORITY: 'not a url',
        VITE_AUTH_PROTOCOL_MODE: 'SAML',
        VITE_AUTH_NESTED_APP_AUTH: 'yes',
      }),
    ).toEqual([
      'VITE_AUTH_AUTHORITY must be an http(s) URL',
      'VITE_AUTH_PROTOCOL_MODE must be OIDC or AAD',
      'VITE_AUTH_NESTED_APP_AUTH must be true or false',
      'VITE_API_URL must be an http(s) URL',
    ]);
  });
});
