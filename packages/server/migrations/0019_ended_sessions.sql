-- Every request asks whether its access token's session (refresh family) has ended: signed out,
-- password changed or reset, or a stolen refresh token seen. Revoked rows are few; this index
-- answers that question, and the once-a-second check of every open session, without reading
-- the family's other rows (one per refresh).
create index refresh_tokens_revoked_family on refresh_tokens (family_id) where revoked_at is not null;
