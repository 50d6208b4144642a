/**
 * Registries that run an RDAP server without listing it in IANA's bootstrap file (checked 2026-11 against
 * the live file and the registries' own documentation). Used only for a TLD the bootstrap file does not
 * name, so a listing by IANA always wins. Each answers 200 for registered names and 404 otherwise.
 */
export const unlistedRdapServers: Readonly<Record<string, string>> = {
  // Identity Digital runs .io and .me (the same server IANA lists for its gTLDs and .ai).
  io: 'https://rdap.identitydigital.services/rdap/',
  me: 'https://rdap.identitydigital.services/rdap/',
  // .CO Internet (GoDaddy Registry).
  co: 'https://rdap.registry.co/co/',
};
