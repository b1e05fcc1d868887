-- Every request asks whether its access token's session (refresh family) has ended: signed out,
-- password changed or reset, or a stolen refresh token seen. Revoked rows are few: these indexes
-- answer, without reading the family's other rows (one per refresh), whether one session was
-- revoked (on first sight of it), and which were revoked lately (checked once a second).
create index refresh_tokens_revoked_family on refresh_tokens (family_id) where revoked_at is not null;
create index refresh_tokens_revoked_at on refresh_tokens (revoked_at) where revoked_at is not null;
