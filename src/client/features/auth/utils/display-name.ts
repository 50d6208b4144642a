type Named = { username: string; firstName?: string | null; lastName?: string | null };

/** Spec section 2: first and last name, else first name, else username. */
export function displayName(user: Named): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return user.username;
}

/** The avatar's letter: the first character of the display name, upper-cased. */
export function avatarInitial(user: Named): string {
  return (Array.from(displayName(user))[0] ?? '?').toUpperCase();
}
