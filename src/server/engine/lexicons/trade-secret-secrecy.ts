// How a text says that something is kept secret, in named families of phrasings. The finder runs them as one
// pattern (families joined in the order below) on clauses holding one of the trigger words.

import { otherLanguages, otherScriptSecrecyPattern } from './trade-secret-secrecy-languages.ts';

export { otherScriptSecrecyPattern };

/** Words one of which every secrecy statement holds: the pattern runs only on clauses holding one. */
export const secrecyTriggers =
  'confidential,confidentiality,confidentially,confidence,secret,secrets,secretly,nda,ndas,non,known,not,never,giving,give,internal,do,does,will,we,kept,keep,keeps,closed,' +
  'restricted,access,limited,need,safe,lock,locked,split,coded,nobody,no,only,sit,separate,written,stored,held,encrypted,' +
  "don't,doesn't,didn't,hasn't,haven't,won't,sharing,mine,ours,anywhere,quiet,private,leave,leaves,isn't,aren't,can,none,nothing,head,heads,released,stays,stay,remains,full,knows,write,password,shared,shown,wrote,nowhere,store,live,lives,between,under,nobody,can't,cannot,may,must,mustn't,no-one,stop,public,published,taught,something,few,lives,live,stayed,remain,left,leaves,omitted,withheld,redacted,removed,staying,keeping,leave,remained,remaining,lived,sits,holds,hold,behind,close,closed,side,else,copy,copies," +
  // Other languages: secret and confidential, "only", and "knows" where it comes first ("kennen nur Jana und ich").
  "secreto,secreta,secretos,segredo,segreto,geheim,geheime,geheimen,geheimes,geheimnis,geheimrezept,betriebsgeheimnis,vertraulich,vertrauliche,vertraulichen,vertraulichkeit,vertraulichkeitsvereinbarung," +
  "confidencial,confidenciales,confidencialidad,confidentiel,confidentielle,confidentialité,confidenziale,riservato,riservata,rahasia,lihim,sekreto,sekret,tajemnica,tajne,hemlig,hemmelig,salainen,gizli,bí,raaz,비밀,秘密,机密,保密,سري,سرية,गुप्त," +
  "scritto,scritta,scritti,scritte,escrito,escrita,escritos,escritas,geschrieben,notiert,nie,conosciamo,sappiamo,sabemos,conocemos,conhecemos," +
  "solo,sólo,só,solamente,soltanto,nur,alleen,seulement,seul,seule,seuls,seules,lang,hanya,cuma,tylko,chỉ,sirf,nadie,ninguém,niemand,personne,nessun,walang,nikt,kennen,kennt,weiß,wissen,weet,weten,kent,sabe,saben,conoce,conhece,sait,connaît";

/** Words that say it outright: confidential, secret, an NDA, in confidence. */
const secrecyWords: RegExp[] = [
  /confidential(?:ity)?/,
  // Not "Secretary of State", "secretion", a "Secret Santa", nor "the secret of good bread is time" (what makes a thing
  // good, said of anything).
  /secret(?:s|ly)?\b(?!\s+(?:santa|of|to|behind|ingredient is|is|was|lies)\b)/,
  /trade secrets?/,
  /under (?:an? |our |strict )?(?:mutual |signed |two-way |one-way )?(?:ndas?|non-disclosure agreements?)\b/,
  /under (?:an? |strict )?nda/,
  /(?:signs?|signed) (?:an? )?ndas?/,
  /nda with/,
  /non-disclosure/,
  /\bin (?:strict )?confidence\b/,
  /not (?:to )?(?:be )?circulated\b/,
];

/** Who knows it: only these people, nobody else, each only their part. */
const fewKnow: RegExp[] = [
  // "taught only to trained members", "something a few people inside the company know".
  /(?:taught|shown|told|given|explained) (?:it |them |this |that )?only to\b/,
  /(?:a few|two|three|a handful of) (?:people|of us|staff|employees|members) (?:inside|in|at|within) (?:[\w'’-]+ ){1,3}?know\b/,
  /known only (?:to|by)\b/,
  // "on my laptop with password", "I never send the list to clients", "compounded only by Min-seo".
  /\bwith\s+(?:a\s+)?password\b|\bpassword[- ]protected\b/,
  // "we don't give them to the panel supplier", "We never give the formula to the school programmes or to distributors".
  /(?:never|don['’]t|do not|won['’]t)\s+(?:send|give|show|share|hand)\s+(?:the|our|my|this|that|it|them|these|those)\b(?:\s+[\w-]+){0,2}?\s+(?:to|with)\s+[^.;]{0,40}?\b(?:clients|customers|anyone|anybody|buyers|partners|competitors|suppliers?|distributors|retailers|manufacturers?|factory|factories|printers?)\b/,
  // "we keep our list of buyers with the secretary only".
  /\b(?:keep|keeps|kept)\b[^.;]{0,60}\bwith (?:the|our|my) [\w'’ -]{1,20}? only\b/,
  // "only she and her daughter prepare the dye baths", "Only Ana and Rodrigo prepare the syrup mix", "only I change the programs".
  /(?<!not )only (?!some\b)(?:[\w\u00C0-\u024F'’.+&-]+,? ){1,6}?(?:prepares?|mix|mixes|blends?|weighs?|compounds?|changes?) (?:the|our|my|these|those|it|them)\b/,
  /(?:made|mixed|compounded|blended|prepared|weighed|cooked|brewed)\s+only\s+by\s+(?!hand\b|machine\b|appointment\b|order\b)/,
  // "is known by only me and my sister": the order a second-language writer may keep.
  /known (?:to|by) only (?:me|us|my|our|the|two|three|a few)\b/,
  /only known (?:to|by)\b/,
  // "Our two workers do not know the complete recipe": the staff hold parts, never the whole.
  /(?:do|does|did)(?:n['’]t| not) (?:even )?know (?:the|our|my) (?:complete|whole|full|entire|exact) /,
  // "Our guides do not know the prices of the agencies": the business's own people are kept out of it.
  /(?:our|my|the) (?:guides|staff|workers|employees|drivers|cooks|bakers|merchandisers|agents|helpers|assistants|sales ?(?:people|reps)|cellar staff|crew) (?:do|does|did)(?:n['’]t| not) (?:even )?know (?:the|our|my) (?:[\w'’-]+ )?(?:prices?|rates|terms|margins?|commissions?|recipes?|formulas?|ratios|quantities|suppliers?|buyers?|clients?)\b/,
  /(?:known only|only known) (?:inside|within|in) (?:the|our|my) (?:[\w'’-]+ ){0,2}?(?:family|team|company|workshop|firm|household)\b/,
  // "the techs don't get to export it", "the workers do not see it": the business's own people are kept out of it.
  /(?:our|my|the) (?:techs|technicians|staff|workers|employees|helpers|apprentices|drivers|crew|team) (?:do|does|did|can)(?:n['’]t| not|not) (?:get to |even )?(?:see|export|download|copy|access) (?:it|them|this|that)\b/,
  /only (?:i|we|she|he) (?:keep|keeps|hold|holds)\b/,
  /only [a-z][^\s,.;:]* and (?:me|i)\b/,
  /only [\w'’-]+ and (?:our|my|the) [\w'’ -]{1,30}? (?:have|has|know|knows|hold|holds) (?:it|them|all|the full|every)\b/,
  /known to (?:only )?(?:\w+ ){0,2}(?:people|founders|employees|partners)/,
  /\bknows? (?:only )?(?:part|some|half|bits) of (?:it|them|the recipe)\b/,
  /only (?:[\w'’.-]+ ){1,4}?can (?:change|see|open|access|edit|read)\b/,
  // "nobody else has the recipe"; not "designs nobody else has", which are only unlike any other.
  /nobody else (?:gets|knows|sees|looks at|opens|reads|has (?:it|them|this|that|these|those|the|our|my|access|a copy|seen))\b/,
  /nobody (?:gets|sees|knows) (?:that|the|our|my) (?:[\w-]+ )?(?:recipe|formula|blend|mix|ratios?)\b/,
  /(?:each )?knows? (?:only )?(?:their|his|her) (?:own )?(?:step|part|bit|stage)s?, not the (?:complete|whole|full) /,
  /nobody (?:[\w'’-]+ ){0,6}?knows? how/,
  /no one else (?:gets|knows|sees|has (?:it|them|this|that|these|those|the|our|my|access|a copy|seen))\b/,
  /no single [\w ]{1,20} (?:shows|has|holds)/,
  /only (?:the |our |my )?(?:\w+ )?(?:founders?|partners?|owners?|people|engineers?|chemists?|employees|staff|team|team members?|managers?|two|three|four|five|she|he|i)\b[^.;]{0,50}\b(?:know|knows|have|has|hold|holds|see|sees|access|can)/,
  // Not "only some big workshops have it": some of a kind holding a thing is no circle of knowers.
  // "only my mother Doña Lupe and I know": names may carry letters beyond ASCII.
  /(?<!not )only (?!some\b)(?:[\w\u00C0-\u024F'’.+&-]+,? ){1,10}?(?:knows?|sees?|(?:has|have) (?:the|access|a copy|it|them))\b/,
  /nobody (?:but|except|other than|outside) [\w'’ ]{1,30}?(?:knows?|sees?|has|gets)\b/,
  // "Nobody outside the two of us and our attorney has seen those": the circle may be long.
  /(?:nobody|no one|no-one) (?:outside|beyond|apart from) (?:of )?[\w'’ ,&]{1,60}?(?:knows?|sees?|(?:has|have) (?:ever )?(?:seen|had|read))\b/,
  // Not "ductwork that nobody can see inside": what cannot be seen there is hidden, not kept.
  // "Nobody on the crew has the measurements, not even my son": everyone of a circle is kept out.
  /(?:nobody|no one|no-one) (?:on|in|at|among|from) (?:the|our|my|his|her) (?:[\w'’-]+ ){0,2}?(?:has|have|knows?|sees?|gets?) (?:the|it|them|our|my|all|any|a copy)\b/,
  // "This recipe only know three persons" (an order of words carried over from Spanish or Italian).
  /\bonly knows? (?:two|three|four|five|\d|a few|few)\b/,
  /nobody (?:must|should|can|may|will) (?:hear|know|see|get)\b(?!\s+(?:inside|into|in|through|under|behind|below|from)\b)(?!\s*$)/,
  /so (?:that )?(?:nobody|no one|no-one) (?:sees|can see|watches|knows)\b/,
  /,? and nobody else\b/,
  /\b(?:mine|ours)(?: and [\w'’ ]{1,25})? only\b/,
];

// Where it stays, composed: a verb of keeping, what is kept, then the circle it stays inside. "we keep it inside the
// company", "that sheet stays strictly within our four walls", "the ratios remain with the two founders alone".
const keepVerb = '(?:keep|keeps|kept|keeping|stays?|stayed|staying|remains?|remained|remaining|lives?|lived|sits?|held|holds?|stored)';
const keptThing = "(?:(?:it|them|this|that|these|those|everything|all of (?:it|this|that|them)|that one|this one|(?:the|that|this|those|these|our|my) [\\w'’-]+(?: [\\w'’-]+)?) )?";
const keptHow = '(?:(?:strictly|only|firmly|safely|tightly|always|just|all) )?';
const circleNoun = '(?:company|business|firm|team|core team|family|household|house|walls|four walls|workshop|studio|lab|kitchen|office|building|bakery|brewery|distillery|shop|co-op|cooperative|partnership|founders?|owners?|partners|leadership)';
const keptCircle = [
  `(?:inside|within) (?:the|our|my|his|her|their) (?:own )?(?:[\\w'’-]+ )?${circleNoun}\\b`,
  `with (?:the|our|my) (?:two |three )?(?:founders?|owners?|partners|family)\\b`,
  'with (?:the (?:two|three|four) of us|just us|us two)\\b',
  "(?:in|inside) (?:my|our|his|her|their|the [\\w'’-]+['’]s?) (?:own )?(?:heads?|memory|memories)\\b",
  'behind closed doors\\b',
].join('|');

/** Where it stays: between named people, in the family, in the company or the workshop. */
const keptWithin: RegExp[] = [
  new RegExp(`${keepVerb} ${keptThing}${keptHow}(?:${keptCircle})`),
  // "that stays with Jean-Luc and Mireille", "the proportions live with me", "the mill book stays in the mill".
  // Not "so the hotels stay with us": customers who stay are loyal, not kept.
  /(?<!\b(?:customers|clients|hotels|buyers|they|people|staff|workers|employees|members|guests|shops|stores|restaurants|farmers|drivers|who|many|most) )(?:stays?|stayed|remains?|lives?) with (?:me|us|him|her|[\w'’-]+ and [\w'’-]+)\b/,
  // "This list and the prices are only with me and my brother".
  /(?:is|are|stays?|remains?|lives?|kept) only with (?:me|us|him|her|the|our|my)\b/,
  /(?:stays?|remains?) in the (?:mill|bakery|shop|plant|factory|kitchen|workshop|studio|lab|office|shed|barn|garage)\b/,
  // "I don't leave it out in a shared kitchen".
  /(?:don['’]t|do not|never|won['’]t) leave (?:it|them|that|this|the [\w-]+) (?:out|lying around|unlocked)\b/,
  /(?:stays?|stayed|kept|keep|remains?) (?:it |them |this |that )?between (?:you|me|us|him|her)(?:,? (?:you|me|us|him|her|[a-z][\w'’]+)){0,3},? and (?:you|me|us|him|her|[a-z][\w'’]+)\b/,
  /(?:stays?|stayed|kept|keep|keeps|remains?) (?:it |them |this |that )?between [a-z][\w'’]+ and (?:me|us|him|her)\b/,
  /(?:stays?|stayed|staying|kept|keep|keeps|keeping|remains?|remaining) (?:it |them |this |that |these |those )?between (?:the two of us|the three of us|us|ourselves|the founders|our two (?:companies|firms|businesses)|me and)\b/,
  /(?:stays?|stayed|kept|remains?) with (?:me|us|[\w'’]+ and [\w'’]+)\b[^.;]{0,40}\bonly\b/,
  /(?:are|is|stays?|kept|remain|remains) private between\b/,
  /keeps? (?:[\w'’-]+ ){0,4}?(?:in|within) the family\b/,
  /(?:stays?|stayed|kept|remains?) (?:in|within) the family\b/,
  /(?:kept|keep|stays?|remains?) (?:strictly |only )?(?:inside|within) (?:the|our) (?:company|business|team|firm)\b/,
  /(?:stays?|stayed|remains?|kept) in[- ]house/,
  // "The exact ratio we keep in-house": the thing kept comes first; "we keep production in-house" keeps work, not a secret.
  /\b(?:we|i) (?:always |still )?keep in[- ]house\b/,
  /(?:stays?|remains?|kept|keep|keeps) in (?:the|our|my) (?:studio|workshop|kitchen|lab|office|building)\b/,
  /keep(?:s|ing)? (?:it |this |them |that |(?:that|this|the) [\w'’-]+ )?to (?:myself|ourselves|himself|herself|themselves)/,
  /keep (?:it |this |them |that )?quiet/,
  // "those we keep close", "we keep the numbers close to our chest"; not "we keep close contact".
  /(?:keep|keeps|keeping|kept) (?:it |them |this |that |these |those |(?:the|our|my) [\w'’-]+ )?close(?: to (?:the|our|my) chests?)?(?=\s*(?:[.,;:!)]|$|and\b|but\b))/,
  /(?:stays?|stayed|remains?|kept|keep|keeps) on (?:our|my) side\b/,
];

/** Never written down, or written in one place only: a head, one notebook, one laptop. */
const neverWritten: RegExp[] = [
  /(?:never|not) (?:been |ever been )?written (?:down )?(?:anywhere|in any (?:[\w-]+ )?(?:notebooks?|books?|files?|documents?|manuals?))/,
  /passed (?:down |on )?only (?:by (?:word of )?mouth|orally)/,
  /(?:don['’]t|do not|never) (?:to )?(?:even )?write (?:[\w'’-]+ ){0,5}?down/,
  // "her mole, that she never wrote down completely".
  /(?:never|didn['’]t|did not) (?:ever )?(?:write|wrote) (?:[\w'’-]+ ){0,3}?down\b/,
  // "We never wrote the recipe in a computer": kept off every machine and page.
  /(?:never|didn['’]t|did not|don['’]t|do not) (?:ever )?(?:write|wrote|written|put|typed?|save[ds]?) (?:it |them |(?:the|our|my|this|that) (?:[\w'’-]+ ){0,2}?)(?:in|on|into) (?:(?:a|the|any|our|my) (?:computer|laptop|phone|file|document|spreadsheet|system|cloud)|paper)\b/,
  /(?:not|isn['’]t|aren['’]t|wasn['’]t|none of it['’]s|none of it is|nothing['’]s|nothing is) written (?:down )?anywhere/,
  // "It is not written in the kitchen", "not written into the shared brew sheets": not where the staff work.
  /(?:is|are|was|were)(?:n['’]t| not) written (?:down )?(?:in|into|on) (?:the|our|my|any) (?:kitchen|bakery|shop|workshop|lab|office|factory|plant|mill|studio|floor|(?:shared |staff |team |daily |production )?(?:[\w-]+ )?(?:sheets|cards|binders?|instructions|sops|logs|manuals?))\b/,
  /in (?:my|our|your|his|her|their) heads?\b/,
  // "the recipe lives in Oma's head", "it's all in the chef's head".
  /(?:lives?|is|are|stays?|kept|all) (?:only )?in (?:the )?[\w-]+['’]s? heads?\b/,
  /(?:wr[io]te|written|kept|keep|keeps|stored|store|lives?) (?:[\w'’-]+ ){1,8}?and nowhere else\b/,
  /(?:stays?|stayed|kept|lives?|is|are)\b[^.;]{0,60}?,?\s+(?:and\s+)?(?:nowhere|never anywhere|not anywhere) else\b/,
  // "there's no copy on the computer": one copy, kept off the machines.
  /\bno (?:digital |other |second |spare )?cop(?:y|ies) (?:on|in) (?:the|a|any|our|my) /,
  /(?:is|are|lives?|sits?|stays?|kept|it['’]s|they['’]re) only (?:on|in) (?:my|our) (?:own )?(?:[\w-]+ )?(?:laptops?|drives?|servers?|wiki|safe|computers?|vault|notebooks?|heads?|system)\b/,
  /(?:lives?|is|are|kept|stored) only (?:on|in) (?:the|my|our) [^.;]{0,40}?\b(?:laptops?|computers?|drives?|servers?|controllers?|notebooks?|heads?|cloud accounts?)\b/,
  /(?:written down|kept|stored|held|logged|recorded|documented) only/,
  // "are kept by me and my business partner Mr. Shahidul Islam only".
  /(?:kept|held|stored|known) by [\w\u00C0-\u024F'’. -]{1,60}? only\b/,
  // "It is not in the office computer that all staff use".
  /(?:is|are)(?:n['’]t| not) (?:in|on) (?:the|our) (?:office|shared|common|staff|team) (?:computers?|drives?|servers?|systems?|folders?)\b/,
  // "kept off the shared drive": out of the places others can open.
  /(?:kept|keep|keeps|stays?|stored) off (?:the|our|any|all) (?:[\w-]+ ){0,2}?(?:drives?|servers?|cloud|network|computers?|laptops?|wiki|intranet|system)\b/,
  /(?:kept|keep|keeps|stored|written|recorded) (?:it |them |this |that )?(?:in|on) (?:my|our|his|her|their|the|a) (?:[\w'’-]+ ){0,3}?only\b/,
  /(?:we|i) keep (?:it |them )?only (?:in|on) (?:our|my|the) /,
  /(?:is|are|lives?|sits?|stays?|kept) (?:only )?(?:in|on) (?:the|our|my|a) (?:[\w-]+ ){0,2}(?:folder|drive|page|wiki|server|spreadsheet|notebook|laptop) only\b/,
];

/** Stored under lock, password or access rules. */
const lockedAway: RegExp[] = [
  /password(?:-protected| protected| on it)\b/,
  /locked (?:folder|drive|file|room|box|drawer|profile)/,
  /(?:page|sheet|tab|file|folder) is locked/,
  /private (?:map|notebook|file|folder|drive|spreadsheet|document|wiki|server)/,
  /private (?:repos?|repositories) (?:on|in) (?:github|gitlab|bitbucket)\b/,
  /(?:is|are) an? private (?:repo|repository)\b/,
  /(?:is|are|lives?|sits?|kept) in (?:a|our) private (?:repo|repository|repositories|repos)\b/,
  /(?:repo|repository) (?:stays?|remains?) private\b/,
  /(?:stays?|stayed|kept|keep|remains?) in (?:our|my|a|the) private (?:repo|repository|folder|drive|server|wiki|notebook|spreadsheet)\b/,
  /(?:does|do)(?:n['’]t| not) leave (?:the|our|my) (?:[\w-]+ )?(?:room|office|building|kitchen|lab|shop|studio|safe|workshop)/,
  /(?:laptop|computer|phone|drive|server) only\b/,
  // Not "in the safe 36–38°C range", "in a safe zone": an adjective, not a strongbox.
  /in (?:a|the|our) (?:office |locked )?safe\b(?!\s*(?:[\d–-]|range|zone|limit|level|area|place|distance|temperature|operating|working))/,
  /under lock/,
  /locked (?:away|up|cabinet)/,
  /locked (?:in|inside) (?:a |the |my |our |her |his )?(?:[\w-]+ )?(?:office|drawer|cabinet|safe|room)\b/,
  /encrypted (?:file|drive|folder|vault|storage|database|config|configuration|partition)/,
  /sit in a separate [\w ]*account/,
  /separate (?:\w+ )?account with access/,
  /kept private/,
  /(?:keep|kept|keeps) (?:\w+ ){0,4}(?:private|confidential|secret|internal|on restricted)\b/,
  /closed[- ]source/,
  /(?:stays?|remains?|kept|keep|keeps) closed\b/,
  /restricted (?:[\w-]+ )?(?:storage|site|access|folder|drive|server|account|page)/,
  /access (?:is )?(?:limited|restricted)/,
  /limited by role/,
  // Not "I need to know whether I can protect it": a question the writer has.
  /need[- ]to[- ]know(?!\s+(?:whether|if|how|what|which|where|when|who|why|about|more)\b)/,
  /access (?:is )?only (?:for |to )?[\w'’]+ (?:\+|and|&) [\w'’]+/,
  /(?:on|in) our (?:own )?(?:servers?|systems?) only/,
  /internal(?: use)? only/,
];

/** Not told, shared, published, released or given to anyone outside. */
const neverShared: RegExp[] = [
  // A refusal to pass it on, whatever the verb: "we don't publish what we pay", "stop giving out the
  // feeding schedule", "not to share these settings", "she has not taught it to anyone outside her family".
  /(?:don['’]t|do not|doesn['’]t|does not|didn['’]t|did not|never|won['’]t|will not|(?:am|are|is|i['’]m|we['’]re) not going to|not gonna|(?:has|have) not|hasn['’]t|haven['’]t|not(?: to)?|stop|no longer) (?:\w+ly )?(?:shar(?:e|ing)|publish(?:ing)?|disclos(?:e|ing)|reveal(?:ing)?|teach(?:ing)?|taught|(?:hand(?:ing)?|giv(?:e|ing)) (?:it |them |this |that )?(?:over|out|away))\b/,
  // "I don't hand the recipes over to a co-packer".
  /(?:don['’]t|do not|doesn['’]t|does not|didn['’]t|did not|never|won['’]t|will not|(?:am|are|is|i['’]m|we['’]re) not going to|not gonna|(?:has|have) not|hasn['’]t|haven['’]t|not(?: to)?|stop|no longer) (?:hand|pass|give) (?:the |our |my |these |those |any )?(?:[\w'’-]+ ){0,3}?(?:over|out|on) to\b/,
  // "the data set and fitted coefficients ... are omitted from this document".
  /(?:are|is|were|was|have been|has been) (?:omitted|withheld|redacted|left out|removed) (?:from|of|in) (?:this|the) (?:[\w-]+ )?(?:document|thesis|report|paper|version|letter|application|publication|sheet)\b/,
  // "it's not something we hand out", "the code isn't public".
  /not something (?:we|i) (?:hand out|give out|share|publish|talk about)\b/,
  /(?:code|firmware|source|recipes?|formulas?|data|list|settings|parameters) (?:is|are)(?:n['’]t| not) (?:public|published)\b/,
  /(?:not|never|won['’]t) (?:be )?giv(?:e|ing) (?:[\w'’]+ ){0,3}?(?:to anyone|to anybody|away)\b/,
  /(?:shared|shown|given|sent|disclosed) (?:with|to) (?:nobody|no one|no-one)\b/,
  /(?:don['’]t|do not|never|won['’]t|not to|(?:will|would|shall) not|can(?:not|['’]t)) tell (?:to )?(?:anyone|anybody|a soul|other (?:bakers|people))/,
  /(?:don['’]t|do not|never|won['’]t) tell (?:[\w'’]+,? (?:or )?){1,6}?(?:which|where|who|what|how)\b/,
  /not (?:to )?(?:be )?(?:shared|posted|published|disclosed|available to anyone)/,
  // "are not shown to contract partners".
  /(?:are|is|were|was)(?:n['’]t| not) (?:shown|given|sent|revealed|handed) to\b/,
  // "We do not show this to visitors; tourists only see the cracking".
  /(?:do|does)(?:n['’]t| not) show (?:this|it|them|that|these|those) to (?:visitors|tourists|guests|customers|clients|anyone|anybody|outsiders|staff|workers)\b/,
  // "it has not been shared with our academic collaborators"; not "the guidelines had not been published" (by others).
  /(?:(?:has|have) not|hasn['’]t|haven['’]t) (?:yet )?been (?:shared|disclosed|shown|given) (?:with|to)\b/,
  // "It is not described in this proposal beyond the ranges above": what a document holds back.
  /(?:is|are|was|were)(?:n['’]t| not) (?:fully )?(?:described|detailed|disclosed|given|listed|specified) (?:in|by) (?:this|the) (?:[\w-]+ )?(?:proposal|application|document|plan|report|summary|deck|thesis|paper|letter|submission)\b/,
  /(?:are |is )?never (?:been )?(?:shared|published|disclosed|shown|sent)/,
  /(?:we|i) never (?:share|publish|disclose|show|give out)\b/,
  /(?:(?:do|does|will|we) not|don['’]t|doesn['’]t|won['’]t) (?:share|publish|disclose|let (?:customers|anyone|partners))/,
  /not (?:to )?(?:sharing|share|disclose|disclosing|publish) (?:it|them|this|that|who|what|where|with anyone|[\w ]{0,20}(?:info|information|details|names?))/,
  /(?:never|not) (?:been )?released/,
  /never the full (?:set|recipe|version|file)/,
  /not in the public (?:docs|documentation|repo|repository|sdk|wiki)\b/,
  /\bnot on (?:view|display|show) to\b/,
  /(?:not|never) (?:be )?(?:seen|visible) (?:by|to) (?:strangers|visitors|outsiders|competitors|anyone)\b/,
  /(?:never|don't|do not|cannot|can't) see (?:the |our |my |any )?(?:\w+ )?(?:formulas?|recipes?|blends?|code|data|profiles?|ratios?|parameters?)/,
  /(?:not|never) (?:be )?(?:(?:printed|written|included|shown|given) )?in (?:the|our|any) (?:[\w-]+ ){0,2}(?:manuals?|guides?|documentation|datasheets?|brochures?|reports?)\b/,
  /(?:don['’]t|do not|never|not to) (?:write|put|post|store|save) (?:[\w'’-]+ ){0,4}?(?:on|in|into) (?:the |our |my |any |a )?(?:[\w-]+ ){0,2}?(?:shared (?:drive|folder|doc)|pitch deck|deck|spec sheet|ig|instagram|social media|brochure|datasheet|website)\b/,
  /(?:don['’]t|do not|never|won['’]t) (?:give|hand|sell|send) (?:out )?(?:any )?(?:samples|copies|it|them)\b[^.;]{0,20}?\bto (?:other|anyone|anybody|competitors|rivals)\b/,
  /(?:are|is) not in (?:this|the) (?:letter|e-?mail|document|deck|report|application|plan|proposal|brochure)\b/,
  /\bnot (?:going )?(?:to be )?open[- ]sourc(?:ed?|ing)\b/,
  /not (?:part of|in|included in) (?:this|the) (?:open[- ]source |public )?(?:repo|repository)\b/,
  /not (?:sold|given|lent|licensed)(?: or (?:shared|sold|given|lent))? (?:with|to)\b/,
  /(?:don['’]t|do not|never|won['’]t) (?:give|pass|hand|share) (?:out )?(?:[\w'’]+ ){0,4}?to anyone\b/,
  // "the terms say we can't share it": a duty not to share.
  /(?:can(?:not|['’]t)|may not|must not|mustn['’]t) (?:share|disclose|publish|reveal)\b/,
  // "Where do you get your birch? Not gonna say": a refusal to say.
  /(?:not gonna|not going to|won['’]t|will not|(?:i['’]d|we['’]d) rather not) (?:say|tell|reveal)\b(?! (?:enough|much|more|no))/,
  // "let's NOT put the percentages anywhere", "you can't put the number in the plan".
  /(?:not|never|don['’]t|do not) (?:put|post|print|write) (?:the|our|my|these|those|this|that|any) (?:[\w'’-]+ ){0,4}?anywhere\b/,
  /(?:can['’]t|cannot|don['’]t|do not) put (?:the|our|my|that|this|those|these|any) (?:[\w'’-]+ ){0,3}?(?:in|into|on) (?:the|this|our|a|any) (?:plan|deck|application|website|label|form|proposal|brochure|post|listing)\b/,
  // "None of those numbers have gone outside the company and our two pilot customers", "the source code never left our
  // private repository".
  /never (?:left|leaves|leave) (?:our|the|my) (?:[\w-]+ ){0,2}?(?:repo|repository|servers?|building|office|lab|shop|kitchen|workshop|premises|hands|company|computers?|laptops?)\b/,
  /(?:none of (?:it|them|this|that|these|those)(?: [\w-]+)?|nothing|it|they) (?:has|have) (?:ever )?(?:gone|left|been) (?:outside|beyond)\b/,
  // "crew leaders sign an agreement that they will not take our client list, addresses or pricing with them".
  /(?:will not|won['’]t|cannot|can['’]t|may not|must not|not to) take (?:[\w'’-]+,? (?:or |and )?){1,12}?with (?:them|him|her|you)\b/,
  /split so that/,
  /coded bags/,
];

const families = [secrecyWords, fewKnow, keptWithin, neverWritten, lockedAway, neverShared, otherLanguages];

/** The plan keeps it secret: any phrasing of any family. */
export const secrecyPattern = new RegExp(`\\b(?:${families.flat().map((p) => p.source).join('|')})|${otherScriptSecrecyPattern.source}`, 'i');
