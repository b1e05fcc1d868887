-- One counter per throttled subject (a sign-in source, an account, an address, a mailbox), taken
-- in one statement so that parallel attempts cannot all pass the check before any is recorded.
create table rate_limits (
  subject text primary key,
  window_ends_at timestamptz not null,
  hits integer not null
);
create index rate_limits_window_ends_at on rate_limits (window_ends_at);

-- Replaced by rate_limits: its check-then-record let parallel guesses through.
drop table sign_in_failures;

-- A sign-up on an address whose account is not confirmed yet (an invitation's, or an earlier
-- sign-up's) claims it only with the mailed code: the password and name wait on the code.
alter table verification_codes add column claimed_password_hash text;
alter table verification_codes add column claimed_name text;
