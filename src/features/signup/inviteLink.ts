/**
 * The invite a /signup?invite=… link carries: `{instanceId}.{reference}` (routes/hrefs.ts inviteHref).
 * /api/signup/invite needs both; a reference is URL-safe base64, which never holds a dot.
 */
export interface InviteLink {
  instanceId: number;
  inviteReference: string;
}

export function parseInvite(value: string | null): InviteLink | null {
  if (!value) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{16,100})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  return { instanceId: Number(match[1]), inviteReference: match[2] };
}

/** What a person may paste: the whole invite link, or just its `invite` value. */
export function inviteFromText(text: string, origin: string): InviteLink | null {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed, origin);
    const fromQuery = parseInvite(url.searchParams.get('invite'));
    if (fromQuery) return fromQuery;
  } catch {
    // Not a URL: it may be the bare value.
  }
  return parseInvite(trimmed);
}
