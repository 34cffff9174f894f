-- Who an invite is for, as its maker wrote it (a name or an email, optional): the open-invites list shows it, so
-- an owner can tell the open invites apart.
ALTER TABLE app.instance_invites
  ADD COLUMN invitee text CHECK (invitee IS NULL OR (btrim(invitee) <> '' AND length(invitee) <= 200));

-- When the connection's stored API keys passed a test against its source; null when they never did (made without
-- keys, or stored by a path that does not test them). Onboarding counts a connection only with keys that worked.
ALTER TABLE app.instance_connections ADD COLUMN api_keys_verified_at timestamptz;
