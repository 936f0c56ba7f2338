-- A changed email address takes effect only once the new address is verified (so an account
-- can never be moved to an address its owner does not hold): the verification token carries
-- the address it proves, and the account keeps its current one until the link is followed.
-- NULL: the token verifies the account's current address.
ALTER TABLE user_tokens ADD COLUMN new_email text;
