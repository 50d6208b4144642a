/**
 * The one form of a username used for every comparison: the login limiter's keys, the account lookup and the
 * "already taken" check. NFKC folds compatibility forms (full-width letters, the Kelvin sign) into their
 * ordinary letters and toLowerCase folds case. Stored usernames are ASCII (the register schema allows nothing
 * else), so the database's lower() of a stored name equals this key; a name such as "İcarus" (U+0130) has a key
 * of its own ("i̇carus") and can neither reach nor be throttled as "icarus" (finding 5 of the attack run).
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}
