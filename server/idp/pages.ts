/**
 * Server-rendered sign-in and sign-up pages: plain HTML forms, no script, so they work in an Office dialog, a popup
 * or a 320 px task pane, and every field has a visible label.
 */
import { createHash } from 'node:crypto';

export interface LoginPageModel {
  uid: string;
  email?: string;
  error?: string;
}

export interface SignUpPageModel {
  uid: string;
  name?: string;
  email?: string;
  error?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The pages' only style; its hash goes into the Content-Security-Policy so no inline script could ever run. */
export const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",system-ui,sans-serif;background:#f4f6f8;color:#13233F;line-height:1.5}
main{max-width:400px;margin:0 auto;padding:24px 16px}
.brand{font-size:1.5rem;font-weight:700;color:#128450;margin:0 0 4px}
h1{font-size:1.25rem;margin:0 0 16px}
form{background:#fff;border:1px solid #d5dbe3;border-radius:8px;padding:20px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px;font-size:1rem;border:1px solid #6b7785;border-radius:4px;color:#13233F}
input:focus{outline:3px solid #128450;outline-offset:1px}
button{width:100%;margin-top:20px;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#128450;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#0e6a40}
button:focus{outline:3px solid #13233F;outline-offset:2px}
.error{margin:0 0 8px;padding:10px;border-left:4px solid #b3261e;background:#fdecea;color:#7a1712}
.hint{font-size:.875rem;color:#46515f;margin:4px 0 0}
p.switch{margin:16px 0 0;text-align:center}
a{color:#0e6a40;font-weight:600}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Wharf</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="brand">Wharf</p>
${body}
</main>
</body>
</html>`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

/** Ties a field to the form's error (and its own hint, if any) so screen readers announce them with it. */
function describedBy(error: string | undefined, hint?: string): string {
  const ids = [error ? 'form-error' : undefined, hint].filter(Boolean).join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

export function loginPage(model: LoginPageModel): string {
  const uid = encodeURIComponent(model.uid);
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<form method="post" action="/interaction/${uid}/login" novalidate>
${errorBlock(model.error)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(model.email ?? '')}"${describedBy(model.error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy(model.error)}>
<button type="submit">Sign in</button>
</form>
<p class="switch">New to Wharf? <a href="/interaction/${uid}/signup">Create an account</a></p>`,
  );
}

export function signUpPage(model: SignUpPageModel): string {
  const uid = encodeURIComponent(model.uid);
  return layout(
    'Create an account',
    `<h1>Create an account</h1>
<form method="post" action="/interaction/${uid}/signup" novalidate>
${errorBlock(model.error)}
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(model.name ?? '')}"${describedBy(model.error)}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(model.email ?? '')}"${describedBy(model.error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"${describedBy(model.error, 'password-hint')}>
<p class="hint" id="password-hint">At least 8 characters.</p>
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${uid}/login">Sign in</a></p>`,
  );
}

export function errorPage(message: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/**
 * No script may run and no other site may frame the pages (clickjacking on a password form). `form-action` is left
 * out on purpose: browsers apply it to the redirects after the POST, which end at the add-in's redirect URI.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; base-uri 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
